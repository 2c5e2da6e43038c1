// A paid order and its receipts for the unit tests, shaped like the mock's OrderPaid and
// ReceiptDetailPaidOrder(ValueCard) examples.
import type { Order, ReceiptDetail } from '@generated/booking/model';

const money = (amount: number) => ({ amount, currency: 'SEK' });

export function paidOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 611902,
    number: 90377,
    created: '2026-01-09T16:41:27.000Z',
    lastModified: '2026-01-09T16:44:02.000Z',
    preliminary: false,
    orderStatus: { id: 3, name: 'Betald' },
    businessUnit: { id: 1, name: 'Haga' },
    customer: { id: 4711, firstName: 'Anna', lastName: 'Lindqvist' },
    price: money(69500),
    leftToPay: money(0),
    vatSums: [{ rate: '25', amount: money(13900) }],
    receiverTarget: 'anna.lindqvist@example.se',
    valueCardItems: [],
    groupActivityItems: [],
    subscriptionItems: [],
    articleItems: [],
    eventItems: [],
    serviceItems: [
      {
        id: 770410,
        product: { id: 701, name: 'Massage 50 min' },
        price: money(69500),
        quantity: 1,
        coupon: null,
        duration: { start: '2026-01-15T15:00:00.000Z', end: '2026-01-15T15:50:00.000Z' },
      },
    ],
    entryItems: [],
    ...overrides,
  };
}

export function paidReceipt(overrides: Partial<ReceiptDetail> = {}): ReceiptDetail {
  return {
    id: 90391,
    number: 120301,
    created: '2026-01-09T16:44:02.000Z',
    amount: money(69500),
    paymentMethod: 'Swish',
    sellerDetails: { businessUnit: { id: 1, name: 'Haga' } },
    orders: [{ id: 611902, number: 90377 }],
    items: [{ id: 770410, product: { id: 701, name: 'Massage 50 min' }, price: money(69500) }],
    payments: [{ id: 301702, paymentMethod: 'Swish', amount: money(69500) }],
    ...overrides,
  };
}
