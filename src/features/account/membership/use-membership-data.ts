// The member's data a freeze or an end changes: after one, the memberships (and the membership's
// freezes) are read again, so the card shows what BRP now says rather than what the app guessed.
import {
  useListBusinessUnits,
  useListFreezeReasons,
} from '@generated/booking/endpoints/catalogue/catalogue';
import {
  getListCustomerSubscriptionsQueryKey,
  getListSubscriptionFreezesQueryKey,
} from '@generated/booking/endpoints/customers/customers';
import type {
  FreezeReasonWithFee,
  Subscription,
  SubscriptionFreezeRule,
} from '@generated/booking/model';
import { useQueryClient } from '@tanstack/react-query';

export function useRefreshMemberships(customerId: number) {
  const queryClient = useQueryClient();
  return (subscriptionId: number) =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: getListCustomerSubscriptionsQueryKey(customerId),
      }),
      queryClient.invalidateQueries({
        queryKey: getListSubscriptionFreezesQueryKey(customerId, subscriptionId),
      }),
    ]);
}

/**
 * The reasons to choose from: the rule's own, or, for a product without a freeze rule, the
 * company's (BRP's `useFreezeReason` setting may ask for one): the company of the membership's
 * business unit. A failed read leaves the choice out; BRP's answer then says if one is needed.
 */
export function useFreezeReasons(
  subscription: Subscription,
  rules: SubscriptionFreezeRule[] | undefined,
  rule: SubscriptionFreezeRule | null,
): { list: FreezeReasonWithFee[]; loading: boolean } {
  const needed = rules !== undefined && rule === null;
  const units = useListBusinessUnits({ query: { enabled: needed } });
  const company = units.data?.find((unit) => unit.id === subscription.businessUnit.id)?.company?.id;
  const reasons = useListFreezeReasons(
    { company: company ?? 0 },
    { query: { enabled: needed && company !== undefined } },
  );
  if (!needed) return { list: rule?.freezeReasons ?? [], loading: false };
  const settled = units.isError || (units.isSuccess && company === undefined) || !reasons.isPending;
  return { list: reasons.data ?? [], loading: !settled };
}
