// Contract cases of the `bookings` tag (openapi/booking.yaml).
import {
  cancelGroupActivityBooking,
  cancelServiceBooking,
  createGroupActivityBooking,
  getGroupActivityBookingQuota,
  listEntryBookings,
  listEventBookings,
  listGroupActivityBookings,
  listServiceBookings,
} from '@generated/booking/endpoints/bookings/bookings';
import * as zod from '@generated/booking/zod/bookings/bookings.zod';
import { CUSTOMER, op, timePoint, type Cases } from '../cases';

const CLASS = 120104; // Spinning 45 at Haga
const CLASS_BOOKING = 5512002;
const SERVICE_BOOKING = 660101;

export const bookingsCases: Cases = {
  listGroupActivityBookings: op(
    (o) => listGroupActivityBookings(CUSTOMER, { startTimePoint: timePoint(0) }, o),
    zod.listGroupActivityBookings200Response,
  ),
  // 201: no generated Zod schema for 201 bodies; the GroupActivityBooking item schema of the list is the same.
  createGroupActivityBooking: op(
    (o) =>
      createGroupActivityBooking(CUSTOMER, { groupActivity: CLASS, allowWaitingList: true }, o),
    zod.listGroupActivityBookings200ResponseItem,
  ),
  cancelGroupActivityBooking: op((o) =>
    cancelGroupActivityBooking(CUSTOMER, CLASS_BOOKING, { bookingType: 'groupActivityBooking' }, o),
  ),
  listServiceBookings: op(
    (o) =>
      listServiceBookings(
        CUSTOMER,
        { 'period.start': timePoint(0), 'period.end': timePoint(365) },
        o,
      ),
    zod.listServiceBookings200Response,
  ),
  cancelServiceBooking: op(
    (o) => cancelServiceBooking(CUSTOMER, SERVICE_BOOKING, { tryToRefund: true }, o),
    zod.cancelServiceBooking200Response,
  ),
  listEntryBookings: op(
    (o) =>
      listEntryBookings(
        CUSTOMER,
        { 'period.start': timePoint(0), 'period.end': timePoint(365) },
        o,
      ),
    zod.listEntryBookings200Response,
  ),
  listEventBookings: op(
    (o) => listEventBookings(CUSTOMER, undefined, o),
    zod.listEventBookings200Response,
  ),
  getGroupActivityBookingQuota: op(
    (o) =>
      getGroupActivityBookingQuota(
        CUSTOMER,
        { product: 21, timePoint: timePoint(1), forWaitingList: false },
        o,
      ),
    zod.getGroupActivityBookingQuota200Response,
  ),
};
