// A value card (or gift card) line as BRP adds it (issue 42): the product the mock serves for that
// id, at its price, or for a card with no price the amount the buyer chose; a gift names its
// receiver's e-mail on the line (`receiverTarget`). BRP says how long a card is valid only on the
// line (`validUntil`), counted here from the order's day with the months each product's text names.
import type { Answer, IdName, NewLine } from './order-store.ts';
import { stockholmToday } from './stockholm-time.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** Months each of the contract's value card products is valid (their descriptions say so). */
const VALID_MONTHS: Record<number, number> = { 301: 12, 302: 6, 303: 24 };
/** Units of the contract's punch cards (their names say so); any other card holds money. */
const UNITS: Record<number, number> = { 301: 10, 302: 10 };

const amountMissing: Answer = {
  status: 422,
  body: {
    errorCode: 'INVALID_INPUT',
    fieldErrors: [{ field: 'amount', errorCode: 'FIELD_MANDATORY' }],
  },
};

function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1 + months, d));
  return at.toISOString().slice(0, 10);
}

/**
 * The line of `POST orders/{id}/items/valuecards`, or BRP's refusal: undefined when the product is
 * not one the mock sells (the caller answers PRODUCT_NOT_ALLOWED), 422 when a card with no price
 * comes without its amount.
 */
export async function valueCardLine(
  request: Obj,
  ask: (path: string) => Promise<unknown>,
  now: Date,
): Promise<NewLine | Answer | undefined> {
  const id = Number(request.valueCardProduct);
  const product = await ask(`/products/valuecards/${id}`);
  if (!isObj(product) || typeof product.name !== 'string') return undefined;
  const priced = isObj(product.price) ? Number(product.price.amount) : null;
  const chosen = typeof request.amount === 'number' ? request.amount : null;
  const unitPrice = priced ?? (product.allowOptionalAmount === true ? chosen : null);
  if (unitPrice === null) return product.allowOptionalAmount === true ? amountMissing : undefined;
  const vat = isObj(product.vat) ? Number(product.vat.rate) : 0;
  const receiver = isObj(request.receiverDetails) ? request.receiverDetails.target : undefined;
  const validForProducts = Array.isArray(product.validForProducts)
    ? (product.validForProducts.filter(isObj) as unknown as IdName[])
    : [];
  const units = UNITS[id];
  return {
    product: { id, name: product.name },
    unitPrice,
    vatRate: Number.isFinite(vat) ? vat : 0,
    quantity: 1,
    card: units
      ? { type: 'UNIT', unitsLeft: units, validForProducts }
      : { type: 'AMOUNT', amountLeft: unitPrice, validForProducts },
    extra: {
      receiverTarget: typeof receiver === 'string' ? receiver : null,
      validUntil: addMonths(stockholmToday(now), VALID_MONTHS[id] ?? 12),
    },
  };
}

export function isAnswer(value: NewLine | Answer): value is Answer {
  return 'status' in value;
}
