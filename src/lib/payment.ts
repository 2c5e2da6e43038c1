// The rules of paying (spec §2 "Checkout", §5 "Checkout", §7 generatelink/payment), shared by the
// checkout and the member's invoices, kept pure so they are tested apart from the screens: the
// Swish number, the default method, and where the browser may be sent after asking for a link.
import type { PaymentMethod } from '@generated/booking/model';
import type { Language } from '@/lib/language';
import { pathTo } from '@/lib/paths';

/** Error keys of the `errors` catalogue's field texts. */
export type SwishNumberError = 'swishNumberMissing' | 'invalidSwishNumber';

/**
 * Spec §5: with Swish and a total other than 0 the number must be 07 and 8 more digits once every
 * non-digit is stripped; no digits at all is 'missing'. Nothing is checked when there is nothing
 * to pay.
 */
export function swishNumberError(raw: string, total: number): SwishNumberError | null {
  if (total === 0) return null;
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return 'swishNumberMissing';
  return /^07\d{8}$/.test(digits) ? null : 'invalidSwishNumber';
}

/** Spec §9: the Swish input mask, 4 digits, dash, 6 digits ('0701-234567'), digits only. */
export function maskSwishNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 10);
  return digits.length > 4 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : digits;
}

/**
 * Where the caret goes in the masked number: after as many digits as stood before it in what was
 * typed ('07|01' stays after '07' when the dash moves), so the next digit lands where typed.
 */
export function caretAfterDigits(masked: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index++)
    if (/\d/.test(masked[index]!) && ++seen === digitsBefore) return index + 1;
  return masked.length;
}

/**
 * The member's own mobile as a Swish number to start from, masked; empty when it is not a Swedish
 * mobile (07 and 8 digits, or without its leading zero), for Swish takes no other.
 */
export function swishNumberFromMobile(
  mobile: { number: string; countryCode?: number } | undefined,
) {
  if (!mobile || (mobile.countryCode !== undefined && mobile.countryCode !== 46)) return '';
  const digits = mobile.number.replace(/\D/g, '');
  const national = /^7\d{8}$/.test(digits) ? `0${digits}` : digits;
  return /^07\d{8}$/.test(national) ? maskSwishNumber(national) : '';
}

/** The number as BRP's payerAlias wants it: digits only, country code 46 beside it (spec §7). */
export function swishPayerAlias(raw: string): { number: string; countryCode: number } {
  return { number: raw.replace(/\D/g, ''), countryCode: 46 };
}

/** The label key of a method: spec §2 names Swish and the card kinds, the rest go by type. */
export function methodLabelKey(method: PaymentMethod): string {
  return `payment.methods.${method.type}`;
}

/** Spec §2: Swish when offered, otherwise the debit card, otherwise the first method. */
export function defaultPaymentMethod(methods: readonly PaymentMethod[]): PaymentMethod | null {
  return (
    methods.find((m) => m.type === 'SWISH') ??
    methods.find((m) => m.type === 'CARD_DEBIT') ??
    methods[0] ??
    null
  );
}

/**
 * Where the browser may go after generatelink/payment: the returned URL only when it is an
 * absolute https URL; anything else (http, javascript:, a relative path, garbage) is null.
 */
export function paymentRedirect(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The return URL sent with the payment: this site's checkout route in the page language. */
export function paymentReturnUrl(origin: string, language: Language): string {
  return `${origin}${pathTo('checkout', language)}`;
}
