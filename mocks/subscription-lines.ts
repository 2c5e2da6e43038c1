// Membership lines of the mock's orders (issue 42): the product the mock serves for the id sent,
// its first period paid now and the rest debited per interval, the binding's end, and BRP's own
// refusals of a birth date outside the product's age limits or a start before today. An addition
// (a towel service) is priced from the additions of the line it is added to.
import { addDays, addInterval, ageOn, type Interval } from './subscription-days.ts';
import type { Answer, NewLine } from './order-store.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** BRP's 422 with one field error (the contract's examples of addSubscriptionItem). */
const invalid = (field: string, errorCode: string, extra: Obj = {}): Answer => ({
  status: 422,
  body: { errorCode: 'INVALID_INPUT', fieldErrors: [{ field, errorCode, ...extra }] },
});

const intervalOf = (value: unknown): Interval | null =>
  isObj(value) && typeof value.numberOf === 'number' && typeof value.unit === 'string'
    ? { numberOf: value.numberOf, unit: value.unit as Interval['unit'] }
    : null;

export interface SubscriptionLineInput {
  request: Obj;
  /** The product as the mock serves it (or the addition's product from the parent's additions). */
  product: Obj | undefined;
  /** The parent line's order item id when this is an addition. */
  parent?: number;
  today: string;
}

/** The new line, or BRP's refusal. */
export function subscriptionLine({
  request,
  product,
  parent,
  today,
}: SubscriptionLineInput): NewLine | Answer {
  if (!isObj(product) || typeof product.name !== 'string')
    return { status: 403, body: { errorCode: 'PRODUCT_NOT_ALLOWED' } };
  const birthDate = String(request.birthDate ?? '');
  const start = typeof request.startDate === 'string' ? request.startDate : today;
  if (start < today) return invalid('startDate', 'DATE_MUST_BE_LATER_THAN', { minDate: today });
  const age = ageOn(birthDate, start);
  if (age === null) return invalid('birthDate', 'DATE_INVALID');
  if (typeof product.ageLimit === 'number' && age < product.ageLimit)
    return invalid('birthDate', 'DATE_AGE_TOO_YOUNG', { minAge: product.ageLimit });
  if (typeof product.upperAgeLimit === 'number' && age >= product.upperAgeLimit)
    return invalid('birthDate', 'DATE_AGE_TOO_OLD', { maxAge: product.upperAgeLimit });
  const priced = isObj(product.priceWithInterval) ? product.priceWithInterval : {};
  const price = isObj(priced.price) ? Number(priced.price.amount) : 0;
  const vat = isObj(priced.vat) ? Number(priced.vat.rate) : 6;
  const interval = intervalOf(priced.interval);
  const binding = intervalOf(product.bindingPeriod);
  // A one-off membership (no interval) is paid whole; its own length is its binding, if any.
  const firstEnd = addDays(
    addInterval(start, interval ?? binding ?? { numberOf: 1, unit: 'YEAR' }),
    -1,
  );
  const boundUntil = binding ? addDays(addInterval(start, binding), -1) : firstEnd;
  const directDebit = product.debitMethod === 'DIRECT_DEBIT_SE';
  return {
    product: { id: Number(product.id), name: product.name },
    unitPrice: price,
    vatRate: Number.isFinite(vat) ? vat : 6,
    quantity: 1,
    birthDate,
    extra: {
      initialPaymentPeriod: { start, end: firstEnd },
      ...(interval
        ? { payRecurring: { interval, price: { amount: price, currency: 'SEK' } } }
        : {}),
      boundUntil,
      expirationDay: boundUntil,
      paymentOption: directDebit
        ? { id: 2, name: 'Autogiro' }
        : { id: 1, name: 'Engångsbetalning' },
      ...(parent ? { addition: { parentItemId: parent, mandatory: false } } : {}),
    },
  };
}

/** The addition product of that id among a membership's additions (the contract's list). */
export function additionProduct(additions: unknown, id: number): Obj | undefined {
  const found = Array.isArray(additions)
    ? additions.find((a) => isObj(a) && isObj(a.addition) && a.addition.id === id)
    : undefined;
  return isObj(found) && isObj(found.addition) ? found.addition : undefined;
}

export const isAnswer = (value: NewLine | Answer): value is Answer => 'status' in value;
