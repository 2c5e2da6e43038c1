import { describe, expect, it } from 'vitest';
import { purchaseSchema } from './purchase-schema';
import { initialPurchaseValues, itemRequest } from './purchase-values';

// Formik hands yup an empty field as undefined: the schema must take that as empty.
const asFormik = (values: object) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? undefined : v]));

const errorsOf = async (choosesAmount: boolean, values: object) => {
  try {
    await purchaseSchema(choosesAmount).validate(asFormik(values), { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    // The first error of each field, as formik shows it.
    const first: Record<string, string> = {};
    for (const e of inner) first[e.path] ??= e.message.replace(/^.*\./, '');
    return first;
  }
};

describe('the value card form', () => {
  it('needs nothing of a card for oneself with a price', async () => {
    expect(await errorsOf(false, initialPurchaseValues(false))).toEqual({});
  });

  it('needs the receiver, the giver and a valid e-mail of each for a gift', async () => {
    expect(await errorsOf(false, initialPurchaseValues(true))).toEqual({
      receiverName: 'receiverNameRequired',
      receiverEmail: 'receiverEmailRequired',
      senderName: 'senderNameRequired',
      giverEmail: 'giverEmailRequired',
    });
    const typed = {
      ...initialPurchaseValues(true),
      receiverName: 'Erik',
      receiverEmail: 'erik@example',
      senderName: 'Anna',
      greeting: 'x'.repeat(256),
      giverEmail: 'anna@example.se',
    };
    expect(await errorsOf(false, typed)).toEqual({
      receiverEmail: 'emailNotValid',
      greeting: 'tooLong',
    });
  });

  it('takes an amount of whole kronor from 100 to 5 000 for a card the buyer prices', async () => {
    const amount = (text: string) =>
      errorsOf(true, { ...initialPurchaseValues(false), amount: text });
    expect(await amount('')).toEqual({ amount: 'amountRequired' });
    expect(await amount('12,50')).toEqual({ amount: 'amountNotNumber' });
    expect(await amount('99')).toEqual({ amount: 'amountRange' });
    expect(await amount('5001')).toEqual({ amount: 'amountRange' });
    expect(await amount('5 000')).toEqual({});
    expect(itemRequest(303, { ...initialPurchaseValues(false), amount: '5 000' }, true)).toEqual({
      valueCardProduct: 303,
      amount: 500000,
    });
  });
});
