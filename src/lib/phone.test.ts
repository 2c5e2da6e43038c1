import { formatPhoneNumber } from './phone';

describe('formatPhoneNumber', () => {
  it('writes a Swedish number with its area code, a hyphen and groups', () => {
    expect(formatPhoneNumber('031123400', 46)).toBe('031-12 34 00');
    expect(formatPhoneNumber('0311234567')).toBe('031-123 45 67');
    expect(formatPhoneNumber('0812345678', 46)).toBe('08-123 456 78');
    expect(formatPhoneNumber('081234567')).toBe('08-123 45 67');
    expect(formatPhoneNumber('0701234567', 46)).toBe('070-123 45 67');
    expect(formatPhoneNumber('048012345')).toBe('0480-123 45');
    expect(formatPhoneNumber('0480123456')).toBe('0480-12 34 56');
  });

  it('accepts what is already grouped', () => {
    expect(formatPhoneNumber(' 031-123 45 67 ')).toBe('031-123 45 67');
  });

  it('keeps the country code when the number comes with it, or without its zero', () => {
    expect(formatPhoneNumber('31123400', 46)).toBe('+46 31 12 34 00');
    expect(formatPhoneNumber('+46311234567')).toBe('+46 31 123 45 67');
    expect(formatPhoneNumber('0046812345678')).toBe('+46 8 123 456 78');
  });

  it("puts another country's code in front and leaves the rest as it came", () => {
    expect(formatPhoneNumber('12345678', 45)).toBe('+45 12345678');
    expect(formatPhoneNumber('031-12 34 00 ank. 12', 46)).toBe('031-12 34 00 ank. 12');
    expect(formatPhoneNumber('112', 46)).toBe('112');
  });
});
