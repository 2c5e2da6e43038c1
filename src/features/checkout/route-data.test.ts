import type { Order, ValueCardReservation } from '@generated/booking/model';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hashOf, routeDataClient, startedHashes } from '@/lib/route-data.test-kit';
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
  startedHashes(queryClient).includes(hashOf(options));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startCheckoutData, signed in', () => {
  const client = routeDataClient();

  const start = async (theOrder: Order, reservations: ValueCardReservation[] = []) => {
    client().setQueryData(orderQuery(ORDER).queryKey, theOrder);
    client().setQueryData(reservationsQuery(ORDER).queryKey, reservations);
    startCheckoutData(context(client()));
    await settled();
    return started(client(), paymentMethodsQuery(theOrder));
  };

  it("starts the payment step's methods when the customer's order has something to pay", async () => {
    expect(await start(order())).toBe(true);
  });

  it('starts none for a paid order, or one the customer is not on yet', async () => {
    expect(await start(order({ preliminary: false }))).toBe(false);
    client().clear();
    expect(await start(order({ customer: undefined }))).toBe(false);
  });

  it('starts none when the value cards on the order cover what is left', async () => {
    const covering = { id: 33017, amountUsed: { amount: 695, currency: 'SEK' } };
    expect(await start(order(), [covering as ValueCardReservation])).toBe(false);
    client().clear();
    const partly = { id: 33018, amountUsed: { amount: 200, currency: 'SEK' } };
    expect(await start(order(), [partly as ValueCardReservation])).toBe(true);
  });
});
