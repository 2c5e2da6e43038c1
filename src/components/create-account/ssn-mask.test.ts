import { describe, expect, it } from 'vitest';
import { isCompleteSsn, maskSsn } from './ssn-mask';

describe('maskSsn', () => {
  it('keeps digits only and puts the dash after the sixth', () => {
    expect(maskSsn('8503121234')).toBe('850312-1234');
    expect(maskSsn('850312-1234')).toBe('850312-1234');
    expect(maskSsn('85 03 12 – 12 34')).toBe('850312-1234');
    expect(maskSsn('abc85x')).toBe('85');
  });

  it('adds the dash only once a seventh digit comes, so backspace works', () => {
    expect(maskSsn('850312')).toBe('850312');
    expect(maskSsn('850312-')).toBe('850312');
    expect(maskSsn('8503121')).toBe('850312-1');
  });

  it('stops at ten digits (11 characters)', () => {
    expect(maskSsn('85031212345678')).toBe('850312-1234');
    expect(maskSsn('85031212345678')).toHaveLength(11);
  });

  it('drops the century of a 12-digit number', () => {
    expect(maskSsn('19850312-1234')).toBe('850312-1234');
    expect(maskSsn('200101011234')).toBe('010101-1234');
  });

  it('is complete at 11 characters only', () => {
    expect(isCompleteSsn('850312-1234')).toBe(true);
    expect(isCompleteSsn('850312-123')).toBe(false);
    expect(isCompleteSsn('')).toBe(false);
  });
});
