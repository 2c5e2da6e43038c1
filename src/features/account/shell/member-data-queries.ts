// The queries of the member area's frame (useMemberData) and of its overview, started by the
// routes' loaders (src/lib/route-data.ts): on the server, so the page arrives with them. Same generated
// options as the hooks, so each screen reads the cache entry its route started.
import { getValidateTokenQueryOptions } from '@generated/booking/endpoints/auth/auth';
import {
  getListGroupActivityBookingsQueryOptions,
  getListServiceBookingsQueryOptions,
} from '@generated/booking/endpoints/bookings/bookings';
import {
  getGetCustomerQueryOptions,
  getListCustomerSubscriptionsQueryOptions,
  getListCustomerValueCardsQueryOptions,
} from '@generated/booking/endpoints/customers/customers';
import { getListCustomerWorkoutSummariesQueryOptions } from '@generated/booking/endpoints/services/services';
import { inStockholm } from '@/lib/dayjs';
import type { RouteDataContext } from '@/lib/route-data';
import { workoutSummaryPeriod } from '@/lib/workout-summary';

/**
 * The token check, the customer and their subscriptions, all at once: the frame shows the
 * page only when all three succeed, and a bad token fails the customer call the same way.
 */
export function startMemberData({ queryClient, customerId }: RouteDataContext): void {
  if (customerId === null) return;
  void queryClient.prefetchQuery({ ...getValidateTokenQueryOptions(), retry: false });
  void queryClient.prefetchQuery(getGetCustomerQueryOptions(customerId));
  void queryClient.prefetchQuery(getListCustomerSubscriptionsQueryOptions(customerId));
}

/** The overview's sections: upcoming bookings, value cards, this year's workouts. */
export function startOverviewData({ queryClient, customerId }: RouteDataContext): void {
  if (customerId === null) return;
  void queryClient.prefetchQuery(getListGroupActivityBookingsQueryOptions(customerId));
  void queryClient.prefetchQuery(getListServiceBookingsQueryOptions(customerId));
  void queryClient.prefetchQuery(getListCustomerValueCardsQueryOptions(customerId));
  void queryClient.prefetchQuery(
    getListCustomerWorkoutSummariesQueryOptions(
      customerId,
      workoutSummaryPeriod(inStockholm().year()),
    ),
  );
}
