// The member's strikes and booking quota, with the exact arguments the panel asks with (one cache
// entry each, shared by the booking pages and Mina sidor).
import { getGetGroupActivityBookingQuotaQueryOptions } from '@generated/booking/endpoints/bookings/bookings';
import { getListNoShowsQueryOptions } from '@generated/booking/endpoints/customers/customers';
import { strikesPeriod } from './strikes';

/** A class the quota is asked about: its product, its name and when it starts. */
export interface QuotaTarget {
  product: number;
  name: string;
  timePoint: string;
}

export const noShowsQuery = (customerId: number, now: number) =>
  getListNoShowsQueryOptions(customerId, strikesPeriod(now));

export const quotaQuery = (customerId: number, target: QuotaTarget) =>
  getGetGroupActivityBookingQuotaQueryOptions(customerId, {
    product: target.product,
    timePoint: target.timePoint,
    forWaitingList: false,
  });
