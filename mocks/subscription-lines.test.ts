// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { responseSchemas } from '../generated/booking/response-schemas';
import { matchOrderRoute } from './order-routes.ts';
import { OrderStore, type Answer } from './order-store.ts';
import { isAnswer, subscriptionLine } from './subscription-lines.ts';

const GYM = {
  id: 134,
  name: 'Gym & bad',
  debitMethod: 'DIRECT_DEBIT_SE',
  priceWithInterval: {
    interval: { numberOf: 1, unit: 'MONTH' },
    price: { amount: 49500, currency: 'SEK' },
    vat: { amount: { amount: 2802, currency: 'SEK' }, rate: '6' },
  },
  bindingPeriod: { numberOf: 12, unit: 'MONTH' },
  ageLimit: 18,
};
const YOUTH = { ...GYM, id: 135, name: 'Ungdom 13–19', ageLimit: 13, upperAgeLimit: 20 };
const TODAY = '2026-03-25';

const schemaOf = (method: string, path: string, status: number) =>
  responseSchemas.find((s) => s.method === method && s.path === path && s.status === status)!
    .schema;

describe('a membership line', () => {
  it('pays the first month now, debits the rest monthly and is bound for twelve months', () => {
    const line = subscriptionLine({
      request: { subscriptionProduct: 134, birthDate: '1985-03-12', startDate: '2026-04-01' },
      product: GYM,
      today: TODAY,
    });
    expect(isAnswer(line)).toBe(false);
    expect(line).toMatchObject({
      unitPrice: 49500,
      vatRate: 6,
      extra: {
        initialPaymentPeriod: { start: '2026-04-01', end: '2026-04-30' },
        payRecurring: { interval: { numberOf: 1, unit: 'MONTH' } },
        boundUntil: '2027-03-31',
        paymentOption: { name: 'Autogiro' },
      },
    });
  });

  it.each([
    ['2014-03-26', 'DATE_AGE_TOO_YOUNG', { minAge: 13 }],
    ['2006-03-25', 'DATE_AGE_TOO_OLD', { maxAge: 20 }],
  ])('refuses a user born %s as BRP does (%s)', (birthDate, errorCode, extra) => {
    const answer = subscriptionLine({ request: { birthDate }, product: YOUTH, today: TODAY });
    expect(answer).toEqual({
      status: 422,
      body: {
        errorCode: 'INVALID_INPUT',
        fieldErrors: [{ field: 'birthDate', errorCode, ...extra }],
      },
    });
  });

  it('takes a user who turned 13 today and refuses a start before today', () => {
    const ok = subscriptionLine({
      request: { birthDate: '2013-03-25' },
      product: YOUTH,
      today: TODAY,
    });
    expect(isAnswer(ok)).toBe(false);
    const past = subscriptionLine({
      request: { birthDate: '1985-03-12', startDate: '2026-03-24' },
      product: GYM,
      today: TODAY,
    }) as Answer;
    expect(past.status).toBe(422);
  });
});

describe('a paid membership', () => {
  it("is among the buyer's memberships afterwards, in the contract's shape", () => {
    const store = new OrderStore({ now: () => new Date('2026-03-25T09:00:00Z') });
    const created = store.create({ id: 1, name: 'Haga' }, { id: 4711, firstName: 'Anna' }, 'w1');
    const orderId = (created.body as { id: number }).id;
    const line = subscriptionLine({
      request: { birthDate: '1985-03-12' },
      product: GYM,
      today: TODAY,
    });
    if (isAnswer(line)) throw new Error('refused');
    const added = store.addLine(orderId, 'subscriptions', line);
    expect(
      schemaOf('POST', '/orders/{order}/items/subscriptions', 201).safeParse(added.body).success,
    ).toBe(true);
    const started = store.startPayment(orderId, 'http://shop.local/kassa/', 'Swish');
    store.completePayment(started.token!, 'paid', {});
    const kept = store.subscriptionsOf('w1');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ subscriptionProduct: { id: 134, name: 'Gym & bad' } });
    expect(
      schemaOf('GET', '/customers/{customer}/subscriptions', 200).safeParse(kept).error,
    ).toBeUndefined();
    expect(store.subscriptionsOf('another')).toEqual([]);
  });
});

describe('removing a membership', () => {
  const added = (customer: { id: number } | null) => {
    const store = new OrderStore({ now: () => new Date('2026-03-25T09:00:00Z') });
    const orderId = (store.create({ id: 1, name: 'Haga' }, customer).body as { id: number }).id;
    const line = subscriptionLine({
      request: { birthDate: '1985-03-12' },
      product: GYM,
      today: TODAY,
    });
    if (isAnswer(line)) throw new Error('refused');
    const order = store.addLine(orderId, 'subscriptions', line).body as {
      subscriptionItems: { id: number }[];
    };
    return { store, orderId, lineId: order.subscriptionItems[0]!.id };
  };

  it('from an anonymous order takes the birth date it was added with, as BRP asks', () => {
    const { store, orderId, lineId } = added(null);
    expect(store.removeLine(orderId, 'subscriptions', lineId).body).toEqual({
      errorCode: 'ORDER_ITEM_DELETE_NOT_ALLOWED',
    });
    expect(store.removeLine(orderId, 'subscriptions', lineId, '1990-01-01').status).toBe(403);
    const removed = store.removeLine(orderId, 'subscriptions', lineId, '1985-03-12');
    expect(removed.status).toBe(200);
    expect(
      schemaOf('DELETE', '/orders/{order}/items/{itemType}/{id}', 200).safeParse(removed.body)
        .success,
    ).toBe(true);
  });

  it("from a customer's order needs none", () => {
    const { store, orderId, lineId } = added({ id: 4711 });
    expect(store.removeLine(orderId, 'subscriptions', lineId).status).toBe(200);
  });

  it('reads the birth date from the query of the removal', () => {
    expect(
      matchOrderRoute(
        'DELETE',
        '/orders/5/items/subscriptions/9',
        new URLSearchParams('birthDate=1985-03-12'),
      ),
    ).toEqual({
      kind: 'removeLine',
      order: 5,
      type: 'subscriptions',
      line: 9,
      birthDate: '1985-03-12',
    });
  });
});
