import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import {
  getCustomerProfileImage,
  getGetCustomerQueryKey,
  getListCustomerSubscriptionsQueryKey,
  useGetCustomer,
  useListCustomerSubscriptions,
} from '@generated/booking/endpoints/customers/customers';
import { session } from '@/lib/session';
import type { MemberData } from './member-context';
import { profileImageDataUrl } from './profile-image';

export type MemberDataState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'ready'; data: MemberData };

/**
 * Spec §4 "Member area": load the customer and their subscriptions, then the profile image
 * (whose failure is ignored). The token is not validated first (no POST auth/validate on every
 * page): the sealed cookie says who is signed in and until when, and a token BRP refuses fails
 * the customer call with a 401, which ends the session as a refused validation did
 * (docs/decisions/060-memory-and-upstream-calls.md).
 */
export function useMemberData(customerId: number): MemberDataState {
  const queryClient = useQueryClient();
  const customer = useGetCustomer(customerId);
  const subscriptions = useListCustomerSubscriptions(customerId, undefined);
  const [profileImage, setProfileImage] = useState<string | null>(null);
  const imageId = customer.data?.profileImage?.id;

  useEffect(() => {
    if (customer.data?.firstName) session.setFirstName(customer.data.firstName);
  }, [customer.data?.firstName]);

  useEffect(() => {
    if (imageId === undefined) return;
    let cancelled = false;
    // In a task of its own: the page's first request (the HTTP client's set-up with it) made the
    // take-over's effects one long task.
    const timer = setTimeout(() => {
      getCustomerProfileImage(customerId, imageId)
        .then(profileImageDataUrl)
        // Not urgent: arriving while the browser still takes the page over, an urgent update
        // above the page would make React hydrate all of it at once, in one blocking task.
        .then((url) => {
          if (!cancelled) startTransition(() => setProfileImage(url));
        })
        .catch(() => {
          // Spec §7: a failed profile image load is ignored.
        });
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [customerId, imageId]);

  const error = customer.error ?? subscriptions.error;
  if (error) {
    // A retry asks the server again. Without data, React Query's refetch joins a request still on
    // its way (the screen's own first ask, sent while the server was down) and would show its
    // failure again: that request is cancelled first.
    const askAgain = (queryKey: QueryKey, refetch: () => unknown) =>
      void queryClient.cancelQueries({ queryKey }).then(refetch);
    const retry = () => {
      if (customer.error) askAgain(getGetCustomerQueryKey(customerId), customer.refetch);
      if (subscriptions.error)
        askAgain(getListCustomerSubscriptionsQueryKey(customerId), subscriptions.refetch);
    };
    return { status: 'failed', error, retry };
  }
  if (!customer.data || !subscriptions.data) return { status: 'loading' };
  return {
    status: 'ready',
    data: { customerId, customer: customer.data, subscriptions: subscriptions.data, profileImage },
  };
}
