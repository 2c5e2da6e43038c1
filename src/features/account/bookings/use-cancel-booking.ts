// Spec §4 "Booking cancel": after the confirmation a loading toast 'Avbokar...', then 'Avbokad!' with
// the booking lists refreshed, or an error toast with the mapped message (spec §8).
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getListEventBookingsQueryKey,
  getListGroupActivityBookingsQueryKey,
  getListServiceBookingsQueryKey,
  useCancelGroupActivityBooking,
  useCancelServiceBooking,
} from '@generated/booking/endpoints/bookings/bookings';
import { toApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/errors/error-message';
import { toast } from '@/lib/toast';
import { useMember } from '../shell/member-context';
import type { GroupActivityCancelTarget } from './cancel-rules';

function useCancelToasts() {
  const { t } = useTranslation('account-bookings');
  const { customerId } = useMember();
  const queryClient = useQueryClient();

  return async (call: () => Promise<unknown>) => {
    const loading = toast.loading(t('toast.cancelling'));
    try {
      await call();
    } catch (error) {
      toast.dismiss(loading);
      // A 401 has ended the session, and the session's end says so (useSessionExpiry): one
      // message, not that one and this one.
      if (toApiError(error).status !== 401) toast.error(errorText(t, error));
      return;
    }
    toast.dismiss(loading);
    toast.success(t('toast.cancelled'));
    // Every list is refreshed: the overview and this page read the same generated keys.
    await Promise.all(
      [
        getListGroupActivityBookingsQueryKey(customerId),
        getListServiceBookingsQueryKey(customerId),
        getListEventBookingsQueryKey(customerId),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };
}

export function useCancelGroupActivity() {
  const { customerId } = useMember();
  const mutation = useCancelGroupActivityBooking();
  const run = useCancelToasts();
  return {
    isPending: mutation.isPending,
    cancel: ({ bookingId, bookingType }: GroupActivityCancelTarget) =>
      run(() =>
        mutation.mutateAsync({ customer: customerId, id: bookingId, params: { bookingType } }),
      ),
  };
}

export function useCancelService() {
  const { customerId } = useMember();
  const mutation = useCancelServiceBooking();
  const run = useCancelToasts();
  return {
    isPending: mutation.isPending,
    cancel: (bookingId: number) =>
      run(() =>
        mutation.mutateAsync({
          customer: customerId,
          id: bookingId,
          params: { tryToRefund: true },
        }),
      ),
  };
}
