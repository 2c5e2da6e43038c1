import type { BusinessUnit } from '@generated/booking/model';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { NO_STORED_CART } from '@/lib/cart/stored-cart';
import { hashOf, routeDataClient, startedHashes as keys } from '@/lib/route-data.test-kit';
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
const range = (site: number) => hashOf(bookingRangeQuery(site, FROM));

describe('startBookingData', () => {
  const client = routeDataClient(NOW);

  it('starts the classes of the facility the address names at once', () => {
    startBookingData(context(client(), '?site=2', 3));
    expect(keys(client())).toContain(range(2));
    expect(keys(client())).not.toContain(range(3));
  });

  it('starts the classes of the stored facility at once when the address names none', () => {
    startBookingData(context(client(), '', 3));
    expect(keys(client())).toContain(range(3));
  });

  it('without either, starts the classes of the first facility, once the facility list has come', async () => {
    startBookingData(context(client()));
    expect(keys(client())).not.toContain(range(5));
    // The list answers (here from the cache): then the first facility's classes start.
    client().setQueryData(businessUnitsQuery().queryKey, [{ id: 5 }, { id: 6 }] as BusinessUnit[]);
    startBookingData(context(client()));
    await vi.waitFor(() => expect(keys(client())).toContain(range(5)));
    expect(keys(client())).not.toContain(range(6));
  });
});
