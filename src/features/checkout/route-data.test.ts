import type { Order, ValueCardReservation } from '@generated/booking/model';
import { hashKey, onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { reservationsQuery } from './discounts/discount-queries';
import { paymentMethodsQuery } from './pay/payment-methods-query';
import { orderQuery } from './queries';
import { startCheckoutData } from './route-data';

const CUSTOMER = 4711;
const ORDER = 612345;
const order = (changes: Partial<Order> = {}) =>
  ({
    id: ORDER,
    businessUnit: { id: 1 },
    customer: { id: CUSTOMER },
    preliminary: true,
    price: { amount: 695 },
    leftToPay: { amount: 695 },
    items: [],
    ...changes,
  }) as unknown as Order;
const context = (queryClient: QueryClient) => ({
  queryClient,
  language: 'sv' as const,
  params: {},
  url: new URL('http://shop.test/kassa/'),
  customerId: CUSTOMER,
  cart: { orderId: ORDER, site: 1, count: 1 },
});
const started = (queryClient: QueryClient, options: { queryKey: readonly unknown[] }) =>
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.queryHash === hashKey(options.queryKey));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startCheckoutData, signed in', () => {
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

  const start = async (theOrder: Order, reservations: ValueCardReservation[] = []) => {
    queryClient.setQueryData(orderQuery(ORDER).queryKey, theOrder);
    queryClient.setQueryData(reservationsQuery(ORDER).queryKey, reservations);
    startCheckoutData(context(queryClient));
    await settled();
    return started(queryClient, paymentMethodsQuery(theOrder));
  };

  it("starts the payment step's methods when the customer's order has something to pay", async () => {
    expect(await start(order())).toBe(true);
  });

  it('starts none for a paid order, or one the customer is not on yet', async () => {
    expect(await start(order({ preliminary: false }))).toBe(false);
    queryClient.clear();
    expect(await start(order({ customer: undefined }))).toBe(false);
  });
});
