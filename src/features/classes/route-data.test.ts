import type { BusinessUnit } from '@generated/booking/model';
import { hashKey, onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_STORED_CART } from '@/lib/cart/stored-cart';
import { createQueryClient } from '@/lib/query-client';
import { parseClassFilters } from './logic/class-filters';
import { stockholmDay } from './logic/period';
import { bookingRangeQuery, businessUnitsQuery } from './queries';
import { startBookingData } from './route-data';

const NOW = Date.parse('2026-03-25T10:07:00+01:00');
const FROM = parseClassFilters(new URLSearchParams(), stockholmDay(NOW)).from;
const context = (queryClient: QueryClient, search = '', site: number | null = null) => ({
  queryClient,
  language: 'sv' as const,
  params: {},
  url: new URL(`http://shop.test/booking/${search}`),
  customerId: null,
  cart: { ...NO_STORED_CART, site },
});
const keys = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryHash);
const range = (site: number) => hashKey(bookingRangeQuery(site, FROM).queryKey);

describe('startBookingData', () => {
  let queryClient: QueryClient;
  // Offline, a started query waits (paused) instead of calling the API: what was started shows.
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    onlineManager.setOnline(false);
    queryClient = createQueryClient();
  });
  afterEach(() => {
    queryClient.clear();
    onlineManager.setOnline(true);
    vi.useRealTimers();
  });

  it('starts the classes of the facility the address names at once', () => {
    startBookingData(context(queryClient, '?site=2', 3));
    expect(keys(queryClient)).toContain(range(2));
    expect(keys(queryClient)).not.toContain(range(3));
  });

  it('starts the classes of the stored facility at once when the address names none', () => {
    startBookingData(context(queryClient, '', 3));
    expect(keys(queryClient)).toContain(range(3));
  });

  it('without either, starts the classes of the first facility, once the facility list has come', async () => {
    startBookingData(context(queryClient));
    expect(keys(queryClient)).not.toContain(range(5));
    // The list answers (here from the cache): then the first facility's classes start.
    queryClient.setQueryData(businessUnitsQuery().queryKey, [
      { id: 5 },
      { id: 6 },
    ] as BusinessUnit[]);
    startBookingData(context(queryClient));
    await vi.waitFor(() => expect(keys(queryClient)).toContain(range(5)));
    expect(keys(queryClient)).not.toContain(range(6));
  });
});
