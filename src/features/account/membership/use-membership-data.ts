// The member's data a freeze or an end changes: after one, the memberships (and the membership's
// freezes) are read again, so the card shows what BRP now says rather than what the app guessed.
import {
  getListCustomerSubscriptionsQueryKey,
  getListSubscriptionFreezesQueryKey,
} from '@generated/booking/endpoints/customers/customers';
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
