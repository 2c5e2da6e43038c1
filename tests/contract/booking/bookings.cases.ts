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
import { listGroupActivities } from '@generated/booking/endpoints/catalogue/catalogue';
import * as zod from '@generated/booking/zod/bookings/bookings.zod';
import { CONTRACT_NOW_MS } from '../clock';
import { CUSTOMER, HAGA, op, timePoint, type Cases } from '../cases';

const CLASS_BOOKING = 5512002;
const SERVICE_BOOKING = 660101;

export const bookingsCases: Cases = {
  listGroupActivityBookings: op(
    (o) => listGroupActivityBookings(CUSTOMER, { startTimePoint: timePoint(0) }, o),
    zod.listGroupActivityBookings200Response,
  ),
  // 201: no generated Zod schema for 201 bodies; the GroupActivityBooking item schema of the list is the same.
  createGroupActivityBooking: op(
    async (o) =>
      createGroupActivityBooking(
        CUSTOMER,
        { groupActivity: await openClass(), allowWaitingList: true },
        o,
      ),
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

let found: Promise<number> | undefined;

/**
 * A class at Haga with free places that the customer has not booked: the mock keeps the
 * customer's bookings, and refuses a class they have (ALREADY_BOOKED) as BRP does. Found once,
 * by the first case that books (signed in), so the case without a token is refused for itself.
 */
const openClass = () => (found ??= findOpenClass());

async function findOpenClass(): Promise<number> {
  const [schedule, mine] = await Promise.all([
    listGroupActivities(HAGA),
    listGroupActivityBookings(CUSTOMER),
  ]);
  const booked = new Set(mine.map((b) => b.groupActivity.id));
  const open = schedule.find(
    (c) =>
      !booked.has(c.id) &&
      !c.cancelled &&
      c.slots.leftToBook > 0 &&
      Date.parse(c.bookableLatest ?? c.duration.start) > CONTRACT_NOW_MS &&
      Date.parse(c.bookableEarliest ?? c.duration.start) <= CONTRACT_NOW_MS,
  );
  if (!open) throw new Error('the mock has no open class at Haga');
  return open.id;
}
