import type {
  Event,
  EventBooking,
  GroupActivityBooking,
  ServiceBooking,
} from '@generated/booking/model';
import { NO_STORED_CART } from '@/lib/cart/stored-cart';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { hashOf, routeDataClient, startedHashes } from '@/lib/route-data.test-kit';
import {
  eventBookingsQuery,
  eventDetailQuery,
  groupActivityBookingsQuery,
  groupActivityDetailQuery,
  serviceBookingsQuery,
  serviceProductQuery,
} from '../bookings/queries';
import { startOverviewData } from './route-data';

const CUSTOMER = 4711;
// A fixed clock: Monday 12 January 2026, 13:00 in Stockholm.
const NOW = new Date('2026-01-12T12:00:00Z');

const context = (queryClient: QueryClient) => ({
  queryClient,
  language: 'sv' as const,
  params: {},
  url: new URL('http://shop.test/mina-sidor/overview/'),
  customerId: CUSTOMER,
  cart: NO_STORED_CART,
});

const started = (queryClient: QueryClient, options: { queryKey: readonly unknown[] }) =>
  startedHashes(queryClient).includes(hashOf(options));

const classAt = (id: number, start: string, end: string) =>
  ({
    businessUnit: { id: 1 },
    groupActivity: { id },
    duration: { start, end },
  }) as GroupActivityBooking;

describe('startOverviewData', () => {
  const client = routeDataClient(NOW);

  it('starts the details of the three upcoming rows shown, courses placed by their dates', async () => {
    client().setQueryData(groupActivityBookingsQuery(CUSTOMER).queryKey, [
      classAt(120101, '2026-01-12T06:00:00Z', '2026-01-12T06:45:00Z'), // ended: not upcoming
      classAt(120102, '2026-01-12T17:00:00Z', '2026-01-12T17:45:00Z'),
      classAt(120106, '2026-01-14T17:00:00Z', '2026-01-14T17:45:00Z'), // fourth: not shown
    ]);
    client().setQueryData(serviceBookingsQuery(CUSTOMER).queryKey, [
      {
        serviceProduct: { id: 703 },
        duration: { start: '2026-01-13T14:00:00Z', end: '2026-01-13T14:50:00Z' },
      } as ServiceBooking,
    ]);
    client().setQueryData(eventBookingsQuery(CUSTOMER).queryKey, [
      { id: 1, businessUnit: { id: 1 }, event: { id: 4401 } } as EventBooking,
    ]);
    client().setQueryData(eventDetailQuery(1, 4401).queryKey, {
      duration: { start: '2026-01-13T17:00:00Z', end: '2026-03-10T18:00:00Z' },
      occasions: {
        numberOf: 1,
        times: [{ start: '2026-01-13T17:00:00Z', end: '2026-01-13T18:00:00Z' }],
      },
    } as Event);

    startOverviewData(context(client()));
    await vi.waitFor(() => expect(started(client(), serviceProductQuery(703))).toBe(true));
    expect(started(client(), groupActivityDetailQuery(1, 120102))).toBe(true);
    expect(started(client(), groupActivityDetailQuery(1, 120101))).toBe(false);
    expect(started(client(), groupActivityDetailQuery(1, 120106))).toBe(false);
  });

  it('starts no details while a list has not answered', async () => {
    client().setQueryData(serviceBookingsQuery(CUSTOMER).queryKey, []);
    client().setQueryData(eventBookingsQuery(CUSTOMER).queryKey, []);
    startOverviewData(context(client()));
    // The class list waits (offline): nothing beyond the lists and the other sections starts.
    await vi.waitFor(() =>
      expect(started(client(), groupActivityBookingsQuery(CUSTOMER))).toBe(true),
    );
    expect(
      client()
        .getQueryCache()
        .getAll()
        .filter((query) => JSON.stringify(query.queryKey).includes('/businessunits/')),
    ).toEqual([]);
  });
});
