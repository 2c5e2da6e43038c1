import type {
  EventBooking,
  GroupActivity,
  GroupActivityBooking,
  ServiceBooking,
} from '@generated/booking/model';
import { noShowsQuery, quotaQuery } from '@/components/booking-rules/booking-rules-queries';
import { NO_STORED_CART } from '@/lib/cart/stored-cart';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { hashOf as hash, routeDataClient, startedHashes as keys } from '@/lib/route-data.test-kit';
import { calendarFeedQuery } from '../calendar-feed/calendar-feed-query';
import {
  eventBookingsQuery,
  eventDetailQuery,
  groupActivityBookingsQuery,
  groupActivityDetailQuery,
  groupActivityProductQuery,
  serviceBookingsQuery,
  serviceProductQuery,
} from './queries';
import { startBookingsData } from './route-data';

const CUSTOMER = 4711;
const NOW = Date.parse('2026-03-25T10:07:00+01:00');
const context = (queryClient: QueryClient, customerId: number | null = CUSTOMER) => ({
  queryClient,
  language: 'sv' as const,
  params: {},
  url: new URL('http://shop.test/mina-sidor/bookings/'),
  customerId,
  cart: NO_STORED_CART,
});

/** A booked class on the mock's first facility. */
const CLASS_BOOKING = {
  businessUnit: { id: 1 },
  groupActivity: { id: 120102 },
  duration: { start: '2026-03-24T18:00:00+01:00', end: '2026-03-24T19:00:00+01:00' },
} as GroupActivityBooking;

describe('startBookingsData', () => {
  const client = routeDataClient(NOW);

  it('starts the three lists, then the details their cards show, under the cards’ own keys', async () => {
    client().setQueryData(groupActivityBookingsQuery(CUSTOMER).queryKey, [CLASS_BOOKING]);
    client().setQueryData(serviceBookingsQuery(CUSTOMER).queryKey, [
      { serviceProduct: { id: 703 } } as ServiceBooking,
    ]);
    client().setQueryData(eventBookingsQuery(CUSTOMER).queryKey, [
      { businessUnit: { id: 1 }, event: { id: 4401 } } as EventBooking,
    ]);
    startBookingsData(context(client()));
    await vi.waitFor(() =>
      expect(keys(client())).toEqual(
        expect.arrayContaining([
          hash(groupActivityDetailQuery(1, 120102)),
          hash(serviceProductQuery(703)),
          hash(eventDetailQuery(1, 4401)),
        ]),
      ),
    );
    // And the booking-rules panel's strikes, and the calendar feed's links under the list; the
    // quota waits for a class ahead (below).
    expect(keys(client())).toContain(hash(noShowsQuery(CUSTOMER, NOW)));
    expect(keys(client())).toContain(hash(calendarFeedQuery()));
    expect(keys(client())).toHaveLength(8);
  });

  it("leaves a booked class's product to its read more: the page does not show it", async () => {
    const ahead = {
      businessUnit: { id: 1 },
      groupActivity: { id: 2, name: 'Pass 2' },
      duration: { start: '2026-03-26T07:00:00+01:00', end: '2026-03-26T08:00:00+01:00' },
    } as GroupActivityBooking;
    client().setQueryData(groupActivityBookingsQuery(CUSTOMER).queryKey, [ahead]);
    client().setQueryData(groupActivityDetailQuery(1, 2).queryKey, {
      groupActivityProduct: { id: 305 },
    } as GroupActivity);
    startBookingsData(context(client()));
    // The quota, started from the class's details, shows that they have been read.
    const quota = quotaQuery(CUSTOMER, {
      product: 305,
      name: 'Pass 2',
      timePoint: ahead.duration.start,
    });
    await vi.waitFor(() => expect(keys(client())).toContain(hash(quota)));
    expect(keys(client())).not.toContain(hash(groupActivityProductQuery(305)));
  });

  it('starts the quota of the next class ahead, as the booking-rules panel asks for it', async () => {
    const booking = (id: number, start: string, end: string) =>
      ({
        businessUnit: { id: 1 },
        groupActivity: { id, name: `Pass ${id}` },
        duration: { start, end },
      }) as GroupActivityBooking;
    client().setQueryData(groupActivityBookingsQuery(CUSTOMER).queryKey, [
      booking(3, '2026-03-27T18:00:00+01:00', '2026-03-27T19:00:00+01:00'),
      booking(1, '2026-03-24T18:00:00+01:00', '2026-03-24T19:00:00+01:00'), // over
      booking(2, '2026-03-26T07:00:00+01:00', '2026-03-26T08:00:00+01:00'),
    ]);
    client().setQueryData(groupActivityDetailQuery(1, 2).queryKey, {
      groupActivityProduct: { id: 305 },
    } as GroupActivity);
    startBookingsData(context(client()));
    const quota = quotaQuery(CUSTOMER, {
      product: 305,
      name: 'Pass 2',
      timePoint: '2026-03-26T07:00:00+01:00',
    });
    await vi.waitFor(() => expect(keys(client())).toContain(hash(quota)));
  });

  it('starts nothing for a visitor who is not signed in', () => {
    startBookingsData(context(client(), null));
    expect(keys(client())).toEqual([]);
  });
});
