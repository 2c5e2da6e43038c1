// The card page's own query, with the arguments its route starts (one cache entry): the entry
// tickets, BRP's default period (from now for 12 months).
import { getListEntryBookingsQueryOptions } from '@generated/booking/endpoints/bookings/bookings';

export const entryBookingsQuery = (customerId: number) =>
  getListEntryBookingsQueryOptions(customerId);
