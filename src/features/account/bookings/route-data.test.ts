import type { EventBooking, GroupActivityBooking, ServiceBooking } from '@generated/booking/model';
import { NO_STORED_CART } from '@/lib/cart/stored-cart';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import {
  eventBookingsQuery,
  eventDetailQuery,
  groupActivityBookingsQuery,
  groupActivityDetailQuery,
  serviceBookingsQuery,
  serviceProductQuery,
} from './queries';
import { startBookingsData } from './route-data';

const CUSTOMER = 4711;
const context = (queryClient: QueryClient, customerId: number | null = CUSTOMER) => ({
  queryClient,
  language: 'sv' as const,
  params: {},
  url: new URL('http://shop.test/mina-sidor/bookings/'),
  customerId,
  cart: NO_STORED_CART,
});
const keys = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryHash);
const hash = (options: { queryKey: readonly unknown[] }) => JSON.stringify(options.queryKey);

describe('startBookingsData', () => {
  let queryClient: QueryClient;
  // Offline, a started query waits (paused) instead of calling the API: what was started shows.
  beforeEach(() => {
    onlineManager.setOnline(false);
    queryClient = createQueryClient();
  });
  afterEach(() => {
    queryClient.clear();
    onlineManager.setOnline(true);
  });

  it('starts the three lists, then the details their cards show, under the cards’ own keys', async () => {
    queryClient.setQueryData(groupActivityBookingsQuery(CUSTOMER).queryKey, [
      { businessUnit: { id: 1 }, groupActivity: { id: 120102 } } as GroupActivityBooking,
    ]);
    queryClient.setQueryData(serviceBookingsQuery(CUSTOMER).queryKey, [
      { serviceProduct: { id: 703 } } as ServiceBooking,
    ]);
    queryClient.setQueryData(eventBookingsQuery(CUSTOMER).queryKey, [
      { businessUnit: { id: 1 }, event: { id: 4401 } } as EventBooking,
    ]);
    startBookingsData(context(queryClient));
    await vi.waitFor(() =>
      expect(keys(queryClient)).toEqual(
        expect.arrayContaining([
          hash(groupActivityDetailQuery(1, 120102)),
          hash(serviceProductQuery(703)),
          hash(eventDetailQuery(1, 4401)),
        ]),
      ),
    );
    expect(keys(queryClient)).toHaveLength(6);
  });

  it('starts nothing for a visitor who is not signed in', () => {
    startBookingsData(context(queryClient, null));
    expect(keys(queryClient)).toEqual([]);
  });
});
