// Spec §2 "Receipt screen" and §8: what the receipt shows while its calls run or after they fail.
// A 401 on every call that failed is the login prompt (an anonymous visitor cannot see a receipt,
// spec §6); any other failure shows its status and error code, so support can tell what went wrong.
import { toApiError } from '@/lib/api/api-error';

/** One of the receipt's calls, as far as the state needs it (a React Query result fits). */
export interface ReceiptCall {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export type ReceiptState = 'loading' | 'login' | 'error' | 'ready' | 'receiptOnly';

/** One call that loaded: its answer is there. */
interface LoadedCall extends ReceiptCall {
  isSuccess: boolean;
}

/**
 * The state of the calls that apply (a disabled call is left out, not passed as pending). The
 * spec names a 401 on both order and receipt; when only one of them is refused and the other
 * loaded, the receipt still cannot be shown without logging in, so that is the prompt too.
 */
export function receiptState(calls: readonly ReceiptCall[]): ReceiptState {
  // Decided once every call has answered: an error shown while another call still runs would
  // offer a retry that misses that call, or give way to the receipt a moment later.
  if (calls.some((call) => call.isPending)) return 'loading';
  const failed = calls.filter((call) => call.isError);
  if (failed.some((call) => toApiError(call.error).status !== 401)) return 'error';
  return failed.length ? 'login' : 'ready';
}

/**
 * The order failed, not for want of a login, but the named receipt loaded: the receipt alone is
 * shown (it says what was paid), rather than an error over a receipt the customer could have.
 */
export function receiptOnly(state: ReceiptState, order: ReceiptCall, receipt: LoadedCall | null) {
  if (state !== 'error' || !receipt?.isSuccess || !order.isError) return false;
  return toApiError(order.error).status !== 401;
}

/**
 * '500 · INTERNAL_SERVER_ERROR': the status and the API's error code, so support can tell what
 * went wrong. Never the API's message: a server's exception text and stack frame are no words for
 * a customer, and a code is only shown when it looks like one.
 */
export function statusDetails(error: unknown): string {
  const apiError = toApiError(error);
  const code = /^[A-Z][A-Z0-9_]{1,63}$/.test(apiError.errorCode ?? '') ? apiError.errorCode : '';
  return [String(apiError.status), code].filter(Boolean).join(' · ');
}
