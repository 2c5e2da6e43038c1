// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { responseSchemas } from '../generated/booking/response-schemas';
import {
  answerOrderCall,
  answerPaymentHandler,
  matchOrderRoute,
  storeOwns,
} from './order-routes.ts';
import { OrderStore, type Answer } from './order-store.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Fails unless the answer is what the contract's Zod schema of that operation accepts. */
function expectContract(method: string, path: string, answer: Answer): Obj {
  const entry = responseSchemas.find(
    (s) => s.method === method && s.path === path && s.status === answer.status,
  );
  expect(entry, `${method} ${path} ${answer.status} is in the contract`).toBeDefined();
  const parsed = entry!.schema.safeParse(answer.body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  return answer.body as Obj;
}

const NOW = new Date('2026-03-25T09:07:00.000Z');
const HAGA = { id: 1, name: 'Haga' };
const ANNA = { id: 4711, firstName: 'Anna', lastName: 'Lindqvist' };
const massage = (start: string) => ({
  product: { id: 701, name: 'Massage 50 min' },
  unitPrice: 69500,
  vatRate: 25,
  quantity: 1,
  extra: {
    duration: { start, end: new Date(Date.parse(start) + 50 * 60_000).toISOString() },
    selectedResource: null,
  },
});
const sauna = {
  product: { id: 704, name: 'Basturitual' },
  unitPrice: 29500,
  vatRate: 25,
  quantity: 1,
  extra: {
    duration: { start: '2026-03-26T12:00:00.000Z', end: '2026-03-26T12:45:00.000Z' },
    selectedResource: null,
  },
};
const GIFT_CARD = { id: 90211, number: '4711000123456', type: 'AMOUNT' as const };

function storeWithOrder(customer: typeof ANNA | null = null) {
  const store = new OrderStore({ now: () => NOW });
  const id = (store.create(HAGA, customer).body as Obj).id as number;
  return { store, id };
}

describe('OrderStore', () => {
  it('creates empty, open orders with ids of their own', () => {
    const store = new OrderStore({ now: () => NOW });
    const first = expectContract('POST', '/orders', store.create(HAGA, null));
    const second = store.create(HAGA, ANNA).body as Obj;
    expect(first).toMatchObject({
      preliminary: true,
      price: { amount: 0 },
      leftToPay: { amount: 0 },
      serviceItems: [],
      customer: null,
      created: NOW.toISOString(),
      invalidateTime: '2026-03-25T09:37:00.000Z',
    });
    expect(second.id).not.toBe(first.id);
    expect(second.customer).toEqual(ANNA);
    // The contract's example orders stay Prism's.
    expect(store.knowsOrder(612345)).toBe(false);
  });

  it('holds exactly the lines added, with their prices, times and VAT, until one is removed', () => {
    const { store, id } = storeWithOrder();
    store.addLine(id, 'services', massage('2026-03-26T08:00:00.000Z'));
    const added = store.addLine(id, 'services', sauna);
    expect(added.status).toBe(201);
    const order = expectContract('GET', '/orders/{id}', store.get(id));
    expect(order.serviceItems.map((l: Obj) => [l.product.name, l.price.amount])).toEqual([
      ['Massage 50 min', 69500],
      ['Basturitual', 29500],
    ]);
    expect(order.serviceItems[0].duration).toEqual({
      start: '2026-03-26T08:00:00.000Z',
      end: '2026-03-26T08:50:00.000Z',
    });
    expect(order.price.amount).toBe(99000);
    expect(order.leftToPay.amount).toBe(99000);
    expect(order.vatSums).toEqual([{ rate: '25', amount: { amount: 19800, currency: 'SEK' } }]);

    const line = order.serviceItems[1].id as number;
    const after = expectContract(
      'DELETE',
      '/orders/{order}/items/{itemType}/{id}',
      store.removeLine(id, 'services', line),
    );
    expect(after.serviceItems).toHaveLength(1);
    expect(after.price.amount).toBe(69500);
    expect(store.removeLine(id, 'services', line).status).toBe(404);
  });

  it('a known coupon takes its share off every line; the totals follow, and removing it undoes it', () => {
    const { store, id } = storeWithOrder();
    store.addLine(id, 'services', massage('2026-03-26T08:00:00.000Z'));
    store.addLine(id, 'services', sauna);
    // A code BRP does not know is not found (spec §8), not "not applicable".
    expect(store.applyCoupon(id, 'NOPE').body).toEqual({ errorCode: 'COUPON_NOT_FOUND_ON_ORDER' });
    const order = expectContract(
      'POST',
      '/orders/{order}/coupons',
      store.applyCoupon(id, 'vinter10'),
    );
    expect(order.serviceItems.map((l: Obj) => [l.price.amount, l.coupon])).toEqual([
      [62550, { name: 'VINTER10', discount: { amount: 6950, currency: 'SEK' } }],
      [26550, { name: 'VINTER10', discount: { amount: 2950, currency: 'SEK' } }],
    ]);
    expect(order.couponDiscount.amount).toBe(9900);
    expect(order.price.amount).toBe(89100);
    expect(order.vatSums[0].amount.amount).toBe(17820);
    const without = store.removeCoupon(id, 'VINTER10').body as Obj;
    expect([without.price.amount, without.couponDiscount]).toEqual([99000, null]);
    expect(store.removeCoupon(id, 'VINTER10').body).toEqual({
      errorCode: 'COUPON_NOT_FOUND_ON_ORDER',
    });
  });

  it('a known coupon on lines it does not apply to is not applicable', () => {
    const { store, id } = storeWithOrder();
    store.addLine(id, 'valuecards', { ...sauna, product: { id: 801, name: 'Presentkort' } });
    expect(store.applyCoupon(id, 'VINTER10').body).toEqual({ errorCode: 'COUPON_NOT_APPLICABLE' });
  });

  it('a value card pays what it holds, up to what is left; a coupon after it is refused', () => {
    const { store, id } = storeWithOrder(ANNA);
    store.addLine(id, 'services', sauna);
    const reserved = expectContract(
      'POST',
      '/orders/{order}/valuecardreservations',
      store.reserveValueCard(id, GIFT_CARD, 50000),
    );
    expect(reserved).toMatchObject({
      amountUsed: { amount: 29500 },
      amountLeft: { amount: 20500 },
    });
    expect((store.get(id).body as Obj).leftToPay.amount).toBe(0);
    expect(store.reserveValueCard(id, GIFT_CARD, 50000).body).toEqual({
      errorCode: 'VALUE_CARD_ALREADY_RESERVED',
    });
    expect(store.applyCoupon(id, 'VINTER10').body).toEqual({
      errorCode: 'COUPON_AFTER_VALUE_CARD_RESERVATION',
    });
    const list = expectContract(
      'GET',
      '/orders/{order}/valuecardreservations',
      store.reservations(id),
    );
    expect(store.removeReservation(id, (list[0] as Obj).id).status).toBe(204);
    expect((store.get(id).body as Obj).leftToPay.amount).toBe(29500);
  });

  it('paying: cancelled keeps the order open; paid confirms it with a receipt whose sums add up', () => {
    const { store, id } = storeWithOrder(ANNA);
    store.addLine(id, 'services', massage('2026-03-26T08:00:00.000Z'));
    store.applyCoupon(id, 'VINTER10');
    store.reserveValueCard(id, GIFT_CARD, 50000);
    const returnUrl = 'http://127.0.0.1:4173/kassa/';

    const first = store.startPayment(id, returnUrl, 'Swish');
    expect(store.completePayment(first.token!, 'cancelled', {})).toBe(
      `${returnUrl}?orderid=${id}&error=205`,
    );
    expect((store.get(id).body as Obj).preliminary).toBe(true);

    const second = store.startPayment(id, returnUrl, 'Swish');
    const back = new URL(store.completePayment(second.token!, 'paid', {})!);
    const receiptId = Number(back.searchParams.get('receiptid'));
    expect(back.searchParams.get('orderid')).toBe(String(id));

    const order = expectContract('GET', '/orders/{id}', store.get(id));
    expect(order).toMatchObject({ preliminary: false, leftToPay: { amount: 0 } });
    const receipt = expectContract('GET', '/receipts/{id}', store.receipt(receiptId));
    expect(receipt.amount.amount).toBe(order.price.amount);
    expect(receipt.orders).toEqual([{ id, number: order.number }]);
    const paid = receipt.payments.map((p: Obj) => [p.paymentMethod, p.amount.amount]);
    expect(paid).toEqual([
      ['Värdekort', 50000],
      ['Swish', 62550 - 50000],
    ]);
    const items = receipt.items.reduce((sum: number, i: Obj) => sum + i.price.amount, 0);
    expect(items).toBe(receipt.amount.amount);
    expect(receipt.sellerDetails.businessUnit).toEqual(HAGA);

    // A paid order is closed, and its handler link sends back to the same receipt.
    expect(store.addLine(id, 'services', sauna).body).toEqual({
      errorCode: 'ORDER_NOT_PRELIMINARY',
    });
    expect(store.completePayment(first.token!, 'cancelled', {})).toContain(
      `receiptid=${receiptId}`,
    );
  });

  it('a deleted order is gone', () => {
    const { store, id } = storeWithOrder();
    expectContract('DELETE', '/orders/{id}', store.remove(id));
    expect(store.get(id).status).toBe(404);
  });
});

describe('order routes', () => {
  const examples: Record<string, unknown> = {
    '/businessunits': [HAGA, { id: 3509, name: 'Älvstranden' }],
    '/customers/4711': { ...ANNA, email: 'anna.lindqvist@example.se', customerNumber: '4711' },
    '/products/services/704': {
      id: 704,
      name: 'Basturitual',
      price: { amount: 29500, currency: 'SEK' },
      vat: { rate: '25' },
      time: '45',
    },
    '/businessunits/1/paymentmethods': [{ id: 3, type: 'SWISH', name: 'Swish' }],
    '/receipts/1': {
      sellerDetails: { businessUnit: HAGA, company: { id: 1, name: 'Stadens Bad & Gym AB' } },
    },
    '/customers/4711/valuecards': [
      {
        id: 1,
        number: 111100000001,
        type: 'AMOUNT',
        isValid: true,
        amountLeft: 32000,
        validForProducts: [{ id: 704, name: 'Basturitual' }],
      },
      {
        id: 2,
        number: 111100000002,
        type: 'AMOUNT',
        isValid: true,
        amountLeft: 32000,
        validForProducts: [{ id: 501, name: 'Entré vuxen' }],
      },
      { id: 3, number: 111100000003, type: 'AMOUNT', isValid: false, amountLeft: 32000 },
    ],
  };
  const ask = async (path: string) => examples[path];

  it('matches the order calls, and owns only the orders it made', () => {
    const store = new OrderStore();
    expect(matchOrderRoute('POST', '/orders')).toEqual({ kind: 'create' });
    expect(matchOrderRoute('DELETE', '/orders/5/items/services/9')).toEqual({
      kind: 'removeLine',
      order: 5,
      type: 'services',
      line: 9,
    });
    expect(matchOrderRoute('GET', '/customers/4711/receipts/97001')).toEqual({
      kind: 'receipt',
      receipt: 97001,
    });
    expect(matchOrderRoute('POST', '/orders/5/items/unknown')).toBeUndefined();
    expect(matchOrderRoute('GET', '/orders')).toBeUndefined();
    expect(storeOwns({ kind: 'order', order: 612345 }, undefined, store)).toBe(false);
    expect(storeOwns({ kind: 'pay' }, { order: 612345 }, store)).toBe(false);
  });

  it("refuses the customer's own card that is not valid or pays for none of its products", async () => {
    const store = new OrderStore({ now: () => NOW });
    const context = { store, ask, signedIn: true };
    const created = await answerOrderCall(
      { kind: 'create' },
      'POST',
      { businessUnit: 1, customer: 4711 },
      undefined,
      context,
    );
    const id = (created.body as Obj).id as number;
    await answerOrderCall(
      { kind: 'addLine', order: id, type: 'services' },
      'POST',
      { serviceProduct: 704, start: '2026-03-26T12:00:00.000Z', quantity: 1 },
      undefined,
      context,
    );
    const reserve = (valueCardNumber: string) =>
      answerOrderCall(
        { kind: 'reservations', order: id },
        'POST',
        { valueCardNumber },
        undefined,
        context,
      );
    expect((await reserve('111100000002')).body).toEqual({
      errorCode: 'VALUE_CARD_NOT_APPLICABLE',
    });
    expect((await reserve('111100000003')).body).toEqual({ errorCode: 'VALUE_CARD_EXPIRED' });
    const paid = expectContract(
      'POST',
      '/orders/{order}/valuecardreservations',
      await reserve('111100000001'),
    );
    expect(paid.amountUsed).toEqual({ amount: 29500, currency: 'SEK' });
  });

  it("a customer's order, and so its receipt, answers only with a token; an anonymous one without", async () => {
    const store = new OrderStore({ now: () => NOW });
    const anonymous = (store.create(HAGA, null).body as Obj).id as number;
    const annas = (store.create(HAGA, ANNA).body as Obj).id as number;
    const signedOut = { store, ask, signedIn: false };
    const get = (order: number, context: typeof signedOut) =>
      answerOrderCall({ kind: 'order', order }, 'GET', undefined, undefined, context);
    expect((await get(anonymous, signedOut)).status).toBe(200);
    expect(await get(annas, signedOut)).toEqual({
      status: 401,
      body: { errorCode: 'TOKEN_IS_NO_LONGER_VALID', message: 'Access denied' },
    });
    expect((await get(annas, { ...signedOut, signedIn: true })).status).toBe(200);
    const pay = { order: annas, returnUrl: 'https://shop.example.se/kassa/', paymentMethod: 3 };
    expect((await answerOrderCall({ kind: 'pay' }, 'POST', pay, {}, signedOut)).status).toBe(401);
  });

  it('a treatment time is the product served for that id, at the time sent, for its length', async () => {
    const store = new OrderStore({ now: () => NOW });
    const context = { store, ask, signedIn: true };
    const created = await answerOrderCall(
      { kind: 'create' },
      'POST',
      { businessUnit: 1, customer: 4711 },
      undefined,
      context,
    );
    const id = (created.body as Obj).id as number;
    expect((created.body as Obj).customer).toMatchObject({ id: 4711, firstName: 'Anna' });
    const added = await answerOrderCall(
      { kind: 'addLine', order: id, type: 'services' },
      'POST',
      { serviceProduct: 704, start: '2026-03-26T12:00:00.000Z', quantity: 1 },
      undefined,
      context,
    );
    const line = expectContract('POST', '/orders/{order}/items/services', added).serviceItems[0];
    expect(line).toMatchObject({
      product: { id: 704, name: 'Basturitual' },
      price: { amount: 29500 },
      duration: { start: '2026-03-26T12:00:00.000Z', end: '2026-03-26T12:45:00.000Z' },
    });

    const link = await answerOrderCall(
      { kind: 'pay' },
      'POST',
      { order: id, returnUrl: 'https://shop.example.se/kassa/', paymentMethod: 3 },
      { url: 'https://haga.brpsystems.com/brponline/payment/8f3c' },
      context,
    );
    const url = new URL((link.body as Obj).url);
    expect(url.origin).toBe('https://haga.brpsystems.com');
    const token = url.pathname.split('/').at(-1)!;
    const back = new URL((await answerPaymentHandler(token, null, context))!);
    const receipt = store.receipt(Number(back.searchParams.get('receiptid'))).body as Obj;
    expect(receipt.paymentMethod).toBe('Swish');
    expect(receipt.sellerDetails.company.name).toBe('Stadens Bad & Gym AB');
    expect(await answerPaymentHandler('unknown', null, context)).toBeUndefined();
  });
});
