// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { responseSchemas } from '../generated/booking/response-schemas';
import { answerOrderCall } from './order-routes.ts';
import { OrderStore, type Answer } from './order-store.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const NOW = new Date('2026-03-25T09:07:00.000Z');
const PRODUCTS: Record<string, Obj> = {
  '/products/valuecards/301': {
    id: 301,
    name: '10-kort bad',
    price: { amount: 90000, currency: 'SEK' },
    vat: { amount: { amount: 5094, currency: 'SEK' }, rate: '6' },
    allowOptionalAmount: false,
  },
  '/products/valuecards/303': {
    id: 303,
    name: 'Presentkort',
    price: null,
    allowOptionalAmount: true,
  },
  '/businessunits': [{ id: 1, name: 'Haga' }],
};
const ask = (path: string) => Promise.resolve(PRODUCTS[path]);

function contract(path: string, answer: Answer): Obj {
  const entry = responseSchemas.find(
    (s) => s.method === 'POST' && s.path === path && s.status === answer.status,
  );
  expect(entry, `POST ${path} ${answer.status} is in the contract`).toBeDefined();
  expect(entry!.schema.safeParse(answer.body).error?.issues ?? []).toEqual([]);
  return answer.body as Obj;
}

async function withOrder() {
  const store = new OrderStore({ now: () => NOW });
  const context = { store, ask, signedIn: false };
  const created = await answerOrderCall(
    { kind: 'create' },
    'POST',
    { businessUnit: 1 },
    undefined,
    context,
  );
  const order = (created.body as Obj).id as number;
  const add = (body: Obj) =>
    answerOrderCall(
      { kind: 'addLine', order, type: 'valuecards' },
      'POST',
      body,
      undefined,
      context,
    );
  return { store, order, add };
}

describe('value card lines in the mock', () => {
  it('a 10-card given away is priced as its product, names its receiver and is valid 12 months', async () => {
    const { add } = await withOrder();
    const order = contract(
      '/orders/{order}/items/valuecards',
      await add({
        valueCardProduct: 301,
        receiverDetails: { name: 'Erik Lindqvist', target: 'erik@example.se' },
        senderDetails: { name: 'Anna', greeting: 'Grattis!' },
      }),
    );
    expect(order.valueCardItems).toEqual([
      expect.objectContaining({
        product: { id: 301, name: '10-kort bad' },
        price: { amount: 90000, currency: 'SEK' },
        receiverTarget: 'erik@example.se',
        validUntil: '2027-03-25',
      }),
    ]);
    expect(order.price.amount).toBe(90000);
    expect(order.vatSums).toEqual([{ rate: '6', amount: { amount: 5094, currency: 'SEK' } }]);
  });

  it('a gift card with no price costs the amount chosen, and without one BRP asks for it', async () => {
    const { add } = await withOrder();
    expect(await add({ valueCardProduct: 303 })).toEqual({
      status: 422,
      body: {
        errorCode: 'INVALID_INPUT',
        fieldErrors: [{ field: 'amount', errorCode: 'FIELD_MANDATORY' }],
      },
    });
    const order = contract(
      '/orders/{order}/items/valuecards',
      await add({ valueCardProduct: 303, amount: 75000 }),
    );
    expect(order.valueCardItems[0]).toMatchObject({
      price: { amount: 75000 },
      receiverTarget: null,
      validUntil: '2028-03-25',
    });
    expect(order.vatSums).toEqual([{ rate: '0', amount: { amount: 0, currency: 'SEK' } }]);
  });

  it('a product the mock does not sell is not allowed', async () => {
    const { add } = await withOrder();
    expect((await add({ valueCardProduct: 399 })).body).toEqual({
      errorCode: 'PRODUCT_NOT_ALLOWED',
    });
  });
});

describe('a paid value card', () => {
  it("is among the buyer's own value cards when bought for themselves, not when given", async () => {
    const store = new OrderStore({ now: () => NOW });
    const context = { store, ask, signedIn: true, world: 'w1' };
    const created = store.create({ id: 1, name: 'Haga' }, { id: 4711, firstName: 'Anna' }, 'w1');
    const order = (created.body as Obj).id as number;
    const add = (body: Obj) =>
      answerOrderCall({ kind: 'addLine', order, type: 'valuecards' }, 'POST', body, {}, context);
    await add({ valueCardProduct: 301 });
    await add({ valueCardProduct: 303, amount: 50000 });
    await add({
      valueCardProduct: 301,
      receiverDetails: { target: 'erik@example.se', name: 'Erik' },
    });
    expect(store.valueCardsOf('w1')).toEqual([]);
    const started = store.startPayment(order, 'http://shop.local/kassa/', 'Swish');
    store.completePayment(started.token!, 'paid', {});

    const kept = store.valueCardsOf('w1');
    expect(kept).toMatchObject([
      { valueCardProduct: { id: 301 }, type: 'UNIT', unitsLeft: 10, validUntil: '2027-03-25' },
      { valueCardProduct: { id: 303 }, type: 'AMOUNT', amountLeft: { amount: 50000 } },
    ]);
    expect(kept.every((card) => card.isValid === true)).toBe(true);
    const list = responseSchemas.find(
      (s) =>
        s.method === 'GET' && s.path === '/customers/{customer}/valuecards' && s.status === 200,
    )!;
    expect(list.schema.safeParse(kept).error?.issues ?? []).toEqual([]);
    expect(store.valueCardsOf('another')).toEqual([]);
  });
});
