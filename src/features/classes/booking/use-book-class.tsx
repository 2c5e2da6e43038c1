// Spec §4 "Class booking": idle → loading → success (the lists refresh and the card turns
// "booked") or error (the button shows "failed" for 5 s, then resets). A 'booking' toast while the
// call runs (given up after 50 s), then success with a link to my pages, or the mapped error
// (spec §8) for 4 s. A visitor who is not signed in gets the login dialog first; the booking they
// asked for runs right after login, without a second click, unless they have it already.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getListGroupActivityBookingsQueryKey,
  getListGroupActivityBookingsQueryOptions,
  useCreateGroupActivityBooking,
} from '@generated/booking/endpoints/bookings/bookings';
import type { GroupActivity, GroupActivityBooking } from '@generated/booking/model';
import { isUnpaidInvoices } from '@/components/booking-error/unpaid-invoices-notice';
import { errorText } from '@/lib/errors/error-message';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { bookingsByClass } from '../logic/class-availability';
import { scheduleKeyPrefix } from '../queries';
import { BookedToast } from './booked-toast';

/** Spec §9. */
export const FAILED_RESET_MS = 5_000;

export type BookingUiState = 'loading' | 'failed';

export function useBookClass() {
  const { t } = useTranslation('classes');
  const { customerId } = useSession();
  const queryClient = useQueryClient();
  const mutation = useCreateGroupActivityBooking();
  const [states, setStates] = useState<Record<number, BookingUiState>>({});
  /** The class a visitor asked to book before signing in. */
  const [awaitingLogin, setAwaitingLogin] = useState<GroupActivity | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  /** BRP refused a booking for unpaid invoices (spec §8): the page says why. */
  const [blockedByInvoices, setBlockedByInvoices] = useState(false);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
    return timer;
  }, []);

  const setState = (id: number, state: BookingUiState | null) =>
    setStates((all) => {
      const next = { ...all };
      if (state) next[id] = state;
      else delete next[id];
      return next;
    });

  const run = async (activity: GroupActivity, customer: number) => {
    setState(activity.id, 'loading');
    const loading = toast.loading(t('toast.booking')); // given up after 50 s by src/lib/toast
    let booking: GroupActivityBooking;
    try {
      booking = await mutation.mutateAsync({
        customer,
        data: { groupActivity: activity.id, allowWaitingList: true },
      });
    } catch (error) {
      toast.dismiss(loading);
      toast.error(errorText(t, error)); // 4 s, the error toasts' duration (spec §9)
      // Unpaid invoices block every booking: the page says so, with the way to pay (issue 44).
      if (isUnpaidInvoices(error)) setBlockedByInvoices(true);
      setState(activity.id, 'failed');
      later(FAILED_RESET_MS, () => setState(activity.id, null));
      return;
    }
    toast.dismiss(loading);
    setBlockedByInvoices(false);
    toast.success(<BookedToast booking={booking} name={activity.name} />);
    // The card turns "booked" from the refreshed list of the customer's bookings.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getListGroupActivityBookingsQueryKey(customer) }),
      queryClient.invalidateQueries({ queryKey: scheduleKeyPrefix(activity.businessUnit.id) }),
    ]);
    setState(activity.id, null);
  };

  /**
   * After login the customer's own bookings come first: a class they turn out to have booked
   * already (on another device, or before this visit) is not booked again, and says so.
   */
  const resume = async (activity: GroupActivity, customer: number) => {
    setState(activity.id, 'loading');
    let mine: GroupActivityBooking[] | undefined;
    try {
      mine = await queryClient.fetchQuery(getListGroupActivityBookingsQueryOptions(customer));
    } catch {
      mine = undefined; // Unknown: the booking goes ahead, and BRP refuses a second one itself.
    }
    if (mine && bookingsByClass(mine).has(activity.id)) {
      setState(activity.id, null);
      toast.info(t('toast.alreadyBooked', { name: activity.name }));
      return;
    }
    await run(activity, customer);
  };

  return {
    states,
    awaitingLogin,
    blockedByInvoices,
    /** Books, or asks the visitor to sign in first. */
    book: (activity: GroupActivity) => {
      if (states[activity.id] === 'loading') return;
      if (!customerId) setAwaitingLogin(activity);
      else void run(activity, customerId);
    },
    /** After login: the booking the visitor asked for. */
    resumeAfterLogin: (customer: number) => {
      const activity = awaitingLogin;
      setAwaitingLogin(null);
      if (activity) void resume(activity, customer);
    },
    cancelLogin: () => setAwaitingLogin(null),
  };
}
