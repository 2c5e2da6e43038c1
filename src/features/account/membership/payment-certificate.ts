// Spec §4/§7/§9 "Payment certificate": the default period, the request body and the error text.
import type { PaymentCertificateRequest } from '@generated/booking/model';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api/api-error';
import { type dayjs, inStockholm } from '@/lib/dayjs';
import { errorText } from '@/lib/errors/error-message';
import { dayKey } from '@/lib/format';
import type { DayRange } from './range-calendar/range-selection';

/**
 * The preset period: the last 12 months up to today (Stockholm), the day a year ago excluded. A
 * certificate shows payments made, so never a day ahead; spec §9's "today to seven days ahead"
 * held none (docs/decisions/058).
 */
export function defaultPeriod(now: string | number | Date | dayjs.Dayjs = Date.now()): DayRange {
  const today = inStockholm(now);
  return { start: dayKey(today.subtract(1, 'year').add(1, 'day')), end: dayKey(today) };
}

/** The body of POST services/generate/paymentcertificate (spec §3 and §7). */
export function certificateRequest(
  customerId: number,
  subscriptionId: number,
  period: { start: string; end: string },
): PaymentCertificateRequest {
  return {
    customer: customerId,
    subscription: subscriptionId,
    period: { start: period.start, end: period.end },
  };
}

/** Spec §8: the server's message field, else what is known about the error itself. */
export function certificateErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | undefined;
    if (typeof body?.message === 'string' && body.message.trim() !== '') return body.message.trim();
  }
  return errorText(t, error);
}
