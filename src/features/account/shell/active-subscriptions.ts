// Which memberships the member area shows as current: one rule for the overview's summary and the
// memberships page, so both always list the same ones.
import type { Subscription } from '@generated/booking/model';
import { dayKey } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { useMember } from './member-context';

/** Memberships that have not expired: the expiration day is today (Stockholm, YYYY-MM-DD) or later. */
export function activeSubscriptions(
  subscriptions: readonly Subscription[],
  today: string,
): Subscription[] {
  return subscriptions.filter((subscription) => subscription.expirationDay >= today);
}

/** The signed-in customer's current memberships, by the app's clock (follows midnight). */
export function useActiveSubscriptions(): Subscription[] {
  const { subscriptions } = useMember();
  const today = dayKey(useNow());
  return activeSubscriptions(subscriptions, today);
}
