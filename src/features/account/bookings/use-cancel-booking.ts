// Spec §4 "Booking cancel": after the confirmation a loading toast 'Avbokar...', then 'Avbokad!' with
// the booking lists refreshed, or an error toast with the mapped message (spec §8), the lists
// refreshed too when the error says the cancel itself went through.
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

/**
 * Spec §8: BRP answers an error when the cancel went through but the refund did not. The booking
 * is gone all the same, so the lists are refreshed; the text says both things.
 */
const CANCELLED_BUT_NOT_REFUNDED = 'CANCEL_BOOKING_SUCCESS_REFUND_FAILED';

function useCancelToasts() {
  const { t } = useTranslation('account-bookings');
  const { customerId } = useMember();
  const queryClient = useQueryClient();

  // Every list is refreshed: the overview and this page read the same generated keys.
  const refreshLists = () =>
    Promise.all(
      [
        getListGroupActivityBookingsQueryKey(customerId),
        getListServiceBookingsQueryKey(customerId),
        getListEventBookingsQueryKey(customerId),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );

  return async (call: () => Promise<unknown>) => {
    const loading = toast.loading(t('toast.cancelling'));
    try {
      await call();
    } catch (error) {
      toast.dismiss(loading);
      const { status, errorCode } = toApiError(error);
      // A 401 has ended the session, and the session's end says so (useSessionExpiry): one
      // message, not that one and this one.
      if (status !== 401) toast.error(errorText(t, error));
      if (errorCode === CANCELLED_BUT_NOT_REFUNDED) await refreshLists();
      return;
    }
    toast.dismiss(loading);
    toast.success(t('toast.cancelled'));
    await refreshLists();
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
