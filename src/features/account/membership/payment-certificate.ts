// Spec §4/§7/§9 "Payment certificate": the default period, the request body and the error text.
import type { PaymentCertificateRequest } from '@generated/booking/model';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api/api-error';
import { type dayjs, inStockholm } from '@/lib/dayjs';
import { errorText } from '@/lib/errors/error-message';
import { dayKey } from '@/lib/format';
import type { DayRange } from './range-calendar/range-selection';

/** Spec §9: the default certificate period is today to seven days ahead. */
export const DEFAULT_PERIOD_DAYS = 7;

export function defaultPeriod(now: string | number | Date | dayjs.Dayjs = Date.now()): DayRange {
  const today = inStockholm(now);
  return { start: dayKey(today), end: dayKey(today.add(DEFAULT_PERIOD_DAYS, 'day')) };
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
