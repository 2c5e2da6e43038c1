// The queries the bookings page reads, with the exact arguments its route starts (one cache entry
// each). Kept free of components so the route's loader can import it without the page's code.
import {
  getListEventBookingsQueryOptions,
  getListGroupActivityBookingsQueryOptions,
  getListServiceBookingsQueryOptions,
} from '@generated/booking/endpoints/bookings/bookings';
import {
  getGetEventQueryOptions,
  getGetGroupActivityProductQueryOptions,
  getGetGroupActivityQueryOptions,
  getGetServiceProductQueryOptions,
} from '@generated/booking/endpoints/catalogue/catalogue';

export const groupActivityBookingsQuery = (customerId: number) =>
  getListGroupActivityBookingsQueryOptions(customerId);
export const serviceBookingsQuery = (customerId: number) =>
  getListServiceBookingsQueryOptions(customerId);
export const eventBookingsQuery = (customerId: number) =>
  getListEventBookingsQueryOptions(customerId);

/**
 * Event details load with the list and again on the card (same key). A failed one must not be
 * fetched again when the card mounts: that fetch turns it back to pending, the page to its skeleton,
 * the card unmounts, the fetch fails, and so on.
 */
export const eventDetailQuery = (businessUnitId: number, eventId: number) =>
  getGetEventQueryOptions(businessUnitId, eventId, { query: { retryOnMount: false } });

/** A booked class's details: its places left (and whether it was cancelled). */
export const groupActivityDetailQuery = (businessUnitId: number, groupActivityId: number) =>
  getGetGroupActivityQueryOptions(businessUnitId, groupActivityId);

/** A booked treatment's product: its price when the booking has none, and its description. */
export const serviceProductQuery = (serviceProductId: number) =>
  getGetServiceProductQueryOptions(serviceProductId);

/** A booked class's product: its description, for the card's "read more". */
export const groupActivityProductQuery = (productId: number) =>
  getGetGroupActivityProductQueryOptions(productId);
