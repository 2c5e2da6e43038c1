// Spec §5 and §9 rules shared by several forms (login, password reset, create account, profile).

/** Spec §9: a password has at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;

/** Spec §5: an e-mail address whose top-level domain has 2 to 4 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

/** Spec §5: +46 or 0, then 7 and 8 more digits (spaces and dashes removed first). */
export const MOBILE_PATTERN = /^(\+46|0)7\d{8}$/;

/** Spec §5/§9: a Swedish personal number as 6 digits, a dash and 4 digits. */
export const SSN_PATTERN = /^\d{6}-\d{4}$/;

/**
 * Spec §9: mobile numbers are sent with country code 46; BRP's PhoneNumberIn takes it as a string
 * (its answers carry an integer).
 */
export const SWEDISH_COUNTRY_CODE = '46';

/** What people type between the digits of a phone number. */
export function compactPhone(value: string): string {
  return value.replace(/[\s\-()]/g, '');
}

/** '+46701234567' or '070-123 45 67' → '0701234567', the national form the API expects. */
export function nationalMobileNumber(value: string): string {
  const compact = compactPhone(value);
  return compact.startsWith('+46') ? `0${compact.slice(3)}` : compact;
}
