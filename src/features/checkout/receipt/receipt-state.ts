// Spec §2 "Receipt screen" and §8: what the receipt shows while its calls run or after they fail.
// A 401 on every call that failed is the login prompt (an anonymous visitor cannot see a receipt,
// spec §6); any other failure shows its raw status details, so support can tell what went wrong.
import { toApiError } from '@/lib/api/api-error';

/** One of the receipt's calls, as far as the state needs it (a React Query result fits). */
export interface ReceiptCall {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export type ReceiptState = 'loading' | 'login' | 'error' | 'ready';

/**
 * The state of the calls that apply (a disabled call is left out, not passed as pending). The
 * spec names a 401 on both order and receipt; when only one of them is refused and the other
 * loaded, the receipt still cannot be shown without logging in, so that is the prompt too.
 */
export function receiptState(calls: readonly ReceiptCall[]): ReceiptState {
  const failed = calls.filter((call) => call.isError);
  if (failed.some((call) => toApiError(call.error).status !== 401)) return 'error';
  if (calls.some((call) => call.isPending)) return 'loading';
  return failed.length ? 'login' : 'ready';
}

/** '500 · INTERNAL_ERROR · Something broke': the status, the API's errorCode and its message. */
export function statusDetails(error: unknown): string {
  const apiError = toApiError(error);
  return [String(apiError.status), apiError.errorCode, apiError.message]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}
