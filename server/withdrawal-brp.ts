// BRP's own part in a withdrawal (issue 44): a membership that has not started yet is ended in
// BRP with the subscription's terminate call, with the member's own token (the request's upstream
// scope, server/upstream.ts). A visitor has no token: staff end it from the facility's e-mail.
import { listTerminationReasons } from '../generated/booking/endpoints/catalogue/catalogue';
import { terminateSubscription } from '../generated/booking/endpoints/customers/customers';
import { toApiError } from '../src/lib/api/api-error';
import { stockholmDay } from '../src/lib/stockholm-days';
import type { WithdrawnLine } from '../src/lib/withdrawal/withdrawal-types';

/** What BRP did with one membership of a withdrawal (the 'brp-action' event's detail). */
export interface BrpEnding {
  subscriptionId: number;
  product: string;
  ok: boolean;
  /** BRP's errorCode (or HTTP status) when it refused or failed. */
  reason?: string;
}

export type EndSubscription = (
  customerId: number,
  line: WithdrawnLine & { subscription: NonNullable<WithdrawnLine['subscription']> },
  comment: string,
) => Promise<void>;

/** The memberships of the withdrawn lines that have not started on `now` (Stockholm's day). */
export function notStarted(lines: WithdrawnLine[], now: Date) {
  const today = stockholmDay(now);
  return lines.filter(
    (line): line is Parameters<EndSubscription>[1] =>
      line.kind === 'subscriptions' &&
      !!line.subscription &&
      line.subscription.start !== null &&
      line.subscription.start > today,
  );
}

/** BRP wants a reason or none, by its settings: a withdrawal's own if the product has one. */
const WITHDRAWAL_REASON = /ånger|ångra|withdraw|regret/i;

export const endInBrp: EndSubscription = async (customerId, line, comment) => {
  const reasons = await listTerminationReasons(line.subscription.productId);
  const reason = reasons.find((r) => WITHDRAWAL_REASON.test(r.name)) ?? reasons[0];
  await terminateSubscription(customerId, String(line.subscription.id), {
    ...(reason ? { terminationReason: reason.id } : {}),
    terminationReasonComment: comment,
  });
};

/** Ends each membership in turn; a refusal or failure is kept as the reason, never thrown. */
export async function endMemberships(
  end: EndSubscription,
  customerId: number,
  lines: Parameters<EndSubscription>[1][],
  comment: string,
): Promise<BrpEnding[]> {
  const results: BrpEnding[] = [];
  for (const line of lines) {
    const base = { subscriptionId: line.subscription.id, product: line.product };
    try {
      await end(customerId, line, comment);
      results.push({ ...base, ok: true });
    } catch (error) {
      const apiError = toApiError(error);
      const reason =
        apiError.errorCode ?? (apiError.status ? `HTTP ${apiError.status}` : 'no answer');
      results.push({ ...base, ok: false, reason });
    }
  }
  return results;
}
