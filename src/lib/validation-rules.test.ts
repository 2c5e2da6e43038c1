import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  MOBILE_PATTERN,
  compactPhone,
  nationalMobileNumber,
} from './validation-rules';

describe('validation rules', () => {
  it('accepts e-mail addresses with a 2-4 letter top-level domain only', () => {
    expect(EMAIL_PATTERN.test('anna@example.se')).toBe(true);
    expect(EMAIL_PATTERN.test('anna.lindqvist@mail.example.info')).toBe(true);
    expect(EMAIL_PATTERN.test('anna@example.museum')).toBe(false);
    expect(EMAIL_PATTERN.test('anna@example.s')).toBe(false);
    expect(EMAIL_PATTERN.test('anna@example')).toBe(false);
    expect(EMAIL_PATTERN.test('anna example@example.se')).toBe(false);
  });

  it('accepts +46 or 0 followed by 7 and 8 digits', () => {
    expect(MOBILE_PATTERN.test('0701234567')).toBe(true);
    expect(MOBILE_PATTERN.test('+46701234567')).toBe(true);
    expect(MOBILE_PATTERN.test(compactPhone('070-123 45 67'))).toBe(true);
    expect(MOBILE_PATTERN.test('0311234567')).toBe(false);
    expect(MOBILE_PATTERN.test('070123456')).toBe(false);
    expect(MOBILE_PATTERN.test('07012345678')).toBe(false);
  });

  it('turns a mobile number into the national form', () => {
    expect(nationalMobileNumber('+46 70 123 45 67')).toBe('0701234567');
    expect(nationalMobileNumber('070-123 45 67')).toBe('0701234567');
  });
});
