// Spec §5/§9: the personal number is typed as 6 digits, a dash and 4 digits (11 characters):
// only digits are kept and the dash is put in by itself.

export const SSN_LENGTH = 11;

/**
 * What the SSN field shows for what was typed or pasted: digits only, at most 10, with the dash
 * after the sixth. The dash appears with the seventh digit, so backspace over it never sticks.
 * A 12-digit number with the century (19850312-1234) keeps its last 10 digits.
 */
export function maskSsn(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 12 && /^(19|20)/.test(digits)) digits = digits.slice(2);
  digits = digits.slice(0, 10);
  return digits.length > 6 ? `${digits.slice(0, 6)}-${digits.slice(6)}` : digits;
}

/** The lookup runs once the masked number is complete. */
export function isCompleteSsn(value: string): boolean {
  return value.length === SSN_LENGTH;
}
