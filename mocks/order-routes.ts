// Which calls of the booking API the order store answers (mocks/order-store.ts), and how: the
// request has already passed Prism (so it kept to the contract), the store then answers with the
// customer's own order. Product, customer and facility details come from the examples Prism serves.
import {
  isLineType,
  LINE_LISTS,
  type Answer,
  type Customer,
  type IdName,
  type LineType,
  type NewLine,
  type OrderStore,
  type ValueCard,
} from './order-store.ts';
import { entryLine, eventLine } from './course-entry-lines.ts';
import { additionProduct, isAnswer, subscriptionLine } from './subscription-lines.ts';
import { valueCardLine } from './value-card-line.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

export type OrderRoute =
  | { kind: 'create' }
  | { kind: 'order'; order: number }
  | { kind: 'addLine'; order: number; type: LineType }
  | { kind: 'removeLine'; order: number; type: LineType; line: number; birthDate?: string }
  | { kind: 'coupons'; order: number }
  | { kind: 'coupon'; order: number; name: string }
  | { kind: 'reservations'; order: number }
  | { kind: 'reservation'; order: number; reservation: number }
  | { kind: 'pay' }
  | { kind: 'receipt'; receipt: number };

type Match = (m: string[], query: URLSearchParams) => OrderRoute | undefined;

const ROUTES: [string, RegExp, Match][] = [
  ['POST', /^\/orders$/, () => ({ kind: 'create' })],
  ['GET PUT DELETE', /^\/orders\/(\d+)$/, ([o]) => ({ kind: 'order', order: Number(o) })],
  [
    'POST',
    /^\/orders\/(\d+)\/items\/(\w+)$/,
    ([o, t]) => (isLineType(t!) ? { kind: 'addLine', order: Number(o), type: t } : undefined),
  ],
  [
    'DELETE',
    /^\/orders\/(\d+)\/items\/(\w+)\/(\d+)$/,
    ([o, t, l], query) =>
      isLineType(t!)
        ? {
            kind: 'removeLine',
            order: Number(o),
            type: t,
            line: Number(l),
            ...(query.get('birthDate') ? { birthDate: query.get('birthDate')! } : {}),
          }
        : undefined,
  ],
  ['POST', /^\/orders\/(\d+)\/coupons$/, ([o]) => ({ kind: 'coupons', order: Number(o) })],
  [
    'DELETE',
    /^\/orders\/(\d+)\/coupons\/([^/]+)$/,
    ([o, name]) => ({ kind: 'coupon', order: Number(o), name: decodeURIComponent(name!) }),
  ],
  [
    'GET POST',
    /^\/orders\/(\d+)\/valuecardreservations$/,
    ([o]) => ({ kind: 'reservations', order: Number(o) }),
  ],
  [
    'DELETE',
    /^\/orders\/(\d+)\/valuecardreservations\/(\d+)$/,
    ([o, r]) => ({ kind: 'reservation', order: Number(o), reservation: Number(r) }),
  ],
  ['POST', /^\/services\/generatelink\/payment$/, () => ({ kind: 'pay' })],
  [
    'GET',
    /^(?:\/customers\/\d+)?\/receipts\/(\d+)$/,
    ([r]) => ({ kind: 'receipt', receipt: Number(r) }),
  ],
];

/** The order call a request is, if it is one (path without the API prefix; its query apart). */
export function matchOrderRoute(
  method: string,
  path: string,
  query: URLSearchParams = new URLSearchParams(),
): OrderRoute | undefined {
  const clean = path.replace(/\/+$/, '');
  for (const [methods, pattern, route] of ROUTES) {
    if (!methods.split(' ').includes(method.toUpperCase())) continue;
    const match = pattern.exec(clean);
    if (match) return route(match.slice(1), query);
  }
  return undefined;
}

/** Whether the store answers this call: a new order, or an order, payment or receipt it made. */
export function storeOwns(route: OrderRoute, body: unknown, store: OrderStore): boolean {
  if (route.kind === 'create') return true;
  if (route.kind === 'receipt') return store.knowsReceipt(route.receipt);
  if (route.kind === 'pay') return isObj(body) && store.knowsOrder(Number(body.order));
  return store.knowsOrder(route.order);
}

export interface OrderContext {
  store: OrderStore;
  /** Whether the call carries a bearer token. */
  signedIn: boolean;
  /** The caller's login world (mocks/login-store.ts), when it has one. */
  world?: string;
  /** A GET of the booking mock (its realistic example), as the caller; undefined unless 2xx. */
  ask: (path: string) => Promise<unknown>;
}

/**
 * The store's answer to a call it owns. `example` is what Prism answered the same request with:
 * the shape of lines the store does not price itself, and the payment handler's address.
 */
export async function answerOrderCall(
  route: OrderRoute,
  method: string,
  body: unknown,
  example: unknown,
  { store, ask, signedIn, world }: OrderContext,
): Promise<Answer> {
  const request = isObj(body) ? body : {};
  if (!signedIn && customerOrder(route, request, store)) return UNAUTHORIZED;
  switch (route.kind) {
    case 'create': {
      const unit = Number(request.businessUnit);
      const customer = request.customer ? await customerOf(Number(request.customer), ask) : null;
      return store.create(await businessUnitOf(unit, ask), customer, world);
    }
    case 'order':
      if (method === 'GET') return store.get(route.order);
      if (method === 'DELETE') return store.remove(route.order);
      return store.update(
        route.order,
        {
          ...(request.customer
            ? { customer: await customerOf(Number(request.customer), ask) }
            : {}),
          ...(typeof request.receiverTarget === 'string'
            ? { receiverTarget: request.receiverTarget }
            : {}),
        },
        world,
      );
    case 'addLine': {
      if (route.type === 'subscriptions') {
        const line = await membershipLine(route.order, request, store, ask);
        return isAnswer(line) ? line : store.addLine(route.order, route.type, line);
      }
      const unit = store.businessUnitOf(route.order);
      const line =
        route.type === 'services'
          ? await serviceLine(request, ask)
          : route.type === 'events'
            ? await eventLine(request, unit, ask)
            : route.type === 'entries'
              ? await entryLine(request, unit, () => store.entryId(), ask)
              : route.type === 'valuecards'
                ? await valueCardLine(request, ask, store.clock())
                : exampleLine(route.type, request, example);
      if (!line) return { status: 403, body: { errorCode: 'PRODUCT_NOT_ALLOWED' } };
      if ('refused' in line) return line.refused;
      if (isAnswer(line)) return line;
      return store.addLine(route.order, route.type, line);
    }
    case 'removeLine':
      return store.removeLine(route.order, route.type, route.line, route.birthDate);
    case 'coupons':
      return store.applyCoupon(route.order, String(request.couponName ?? ''));
    case 'coupon':
      return store.removeCoupon(route.order, route.name);
    case 'reservations': {
      if (method === 'GET') return store.reservations(route.order);
      const number = String(request.valueCardNumber ?? '');
      const found = await valueCardOf(number, route.order, store, example, ask);
      if ('refused' in found) return found.refused;
      return store.reserveValueCard(route.order, found.card, found.balance);
    }
    case 'reservation':
      return store.removeReservation(route.order, route.reservation);
    case 'pay':
      return pay(request, example, store, ask);
    case 'receipt':
      return store.receipt(route.receipt);
  }
}

/** BRP's answer to a call without a token (the contract's Unauthorized example). */
const UNAUTHORIZED: Answer = {
  status: 401,
  body: { errorCode: 'TOKEN_IS_NO_LONGER_VALID', message: 'Access denied' },
};

/**
 * Whether the call is about a customer's order: BRP asks for no token only while an order is
 * anonymous, so a customer's order and its receipt stay theirs (spec §6: 401, the login prompt).
 */
function customerOrder(route: OrderRoute, request: Obj, store: OrderStore): boolean {
  // A new order is the caller's to make; a receipt's token Prism asks for itself.
  if (route.kind === 'create' || route.kind === 'receipt') return false;
  const order = route.kind === 'pay' ? Number(request.order) : route.order;
  return store.customerOf(order) !== undefined;
}

async function businessUnitOf(id: number, ask: OrderContext['ask']): Promise<IdName> {
  const units = await ask('/businessunits');
  const unit = Array.isArray(units) ? units.find((u) => isObj(u) && u.id === id) : undefined;
  return { id, name: isObj(unit) && typeof unit.name === 'string' ? unit.name : String(id) };
}

async function customerOf(id: number, ask: OrderContext['ask']): Promise<Customer> {
  const found = await ask(`/customers/${id}`);
  if (!isObj(found)) return { id };
  const pick = (key: string) => (typeof found[key] === 'string' ? { [key]: found[key] } : {});
  return { id, ...pick('firstName'), ...pick('lastName'), ...pick('email') };
}

/** A treatment time: the product the mock serves for that id, at the start sent, for its length. */
async function serviceLine(request: Obj, ask: OrderContext['ask']): Promise<NewLine | undefined> {
  const id = Number(request.serviceProduct);
  const product = await ask(`/products/services/${id}`);
  if (!isObj(product) || typeof product.name !== 'string' || !isObj(product.price))
    return undefined;
  const start = String(request.start);
  const minutes = Number(product.time) || 60;
  const end = new Date(Date.parse(start) + minutes * 60_000).toISOString();
  const vat = isObj(product.vat) ? Number(product.vat.rate) : NaN;
  return {
    product: { id, name: product.name },
    unitPrice: Number(product.price.amount),
    vatRate: Number.isFinite(vat) ? vat : 25,
    quantity: Number(request.quantity) || 1,
    extra: {
      duration: { start, end },
      selectedResource: request.resource
        ? await resourceOf(id, Number(request.resource), start, ask)
        : null,
    },
  };
}

/** A membership, or an addition to one already in the order (BRP's additionTo). */
async function membershipLine(
  order: number,
  request: Obj,
  store: OrderStore,
  ask: OrderContext['ask'],
) {
  const id = Number(request.subscriptionProduct);
  const today = store.today();
  if (!request.additionTo)
    return subscriptionLine({
      request,
      product: asObj(await ask(`/products/subscriptions/${id}`)),
      today,
    });
  const parent = Number(request.additionTo);
  const main = store.lineProduct(order, parent);
  if (main === undefined) return { status: 404, body: { errorCode: 'NOT_FOUND' } };
  const additions = await ask(`/products/subscriptions/${main}/additions`);
  return subscriptionLine({ request, product: additionProduct(additions, id), parent, today });
}

const asObj = (value: unknown): Obj | undefined => (isObj(value) ? value : undefined);

/** The chosen therapist as the product's free times name them (null when none does). */
async function resourceOf(
  product: number,
  resource: number,
  start: string,
  ask: OrderContext['ask'],
): Promise<IdName | null> {
  const slots = await ask(`/products/services/${product}/suggestions`);
  const slot = Array.isArray(slots)
    ? slots.find(
        (s) =>
          isObj(s) &&
          isObj(s.duration) &&
          Date.parse(String(s.duration.start)) === Date.parse(start),
      )
    : undefined;
  const found =
    isObj(slot) && Array.isArray(slot.selectableResources)
      ? slot.selectableResources.find((r) => isObj(r) && r.id === resource)
      : undefined;
  return isObj(found) ? { id: resource, name: String(found.name) } : null;
}

/**
 * Lines the app does not add yet (articles, classes):
 * the line of the contract's example answer, as a new line of this order.
 */
function exampleLine(type: LineType, request: Obj, example: unknown): NewLine | undefined {
  const list = isObj(example) ? example[LINE_LISTS[type]] : undefined;
  const item: unknown = Array.isArray(list) ? list[0] : undefined;
  if (!isObj(example) || !isObj(item) || !isObj(item.product) || !isObj(item.price))
    return undefined;
  const { id: _id, product, price, quantity, coupon, ...extra } = item;
  const count = Number(quantity) || 1;
  const discount = isObj(coupon) && isObj(coupon.discount) ? Number(coupon.discount.amount) : 0;
  const vat = Array.isArray(example.vatSums) && isObj(example.vatSums[0]) ? example.vatSums[0] : {};
  const receiver = isObj(request.receiverDetails) ? request.receiverDetails.target : undefined;
  return {
    product: product as unknown as IdName,
    unitPrice: Math.round((Number(price.amount) + discount) / count),
    vatRate: Number(vat.rate ?? 25) || 0,
    quantity: count,
    extra: { ...extra, ...(typeof receiver === 'string' ? { receiverTarget: receiver } : {}) },
  };
}

/**
 * The card of the number sent: the customer's own card when it is one of theirs, refused as BRP
 * refuses it when it is not valid or pays for none of the order's products (the app offers only
 * the cards that can pay, so the two must agree); an own amount card pays with its balance. Any
 * other number is the contract's example card under that number.
 */
async function valueCardOf(
  number: string,
  order: number,
  store: OrderStore,
  example: unknown,
  ask: OrderContext['ask'],
): Promise<{ card: ValueCard; balance: number } | { refused: Answer }> {
  const customer = store.customerOf(order);
  const own = customer ? await ask(`/customers/${customer}/valuecards`) : undefined;
  const card = Array.isArray(own)
    ? own.find((c) => isObj(c) && String(c.number) === number)
    : undefined;
  if (isObj(card)) {
    const refuse = (errorCode: string) => ({ refused: { status: 403, body: { errorCode } } });
    if (card.isValid !== true) return refuse('VALUE_CARD_EXPIRED');
    const validFor = Array.isArray(card.validForProducts)
      ? card.validForProducts.filter(isObj).map((product) => Number(product.id))
      : [];
    const products = store.productsOf(order);
    if (validFor.length > 0 && !products.some((product) => validFor.includes(product)))
      return refuse('VALUE_CARD_NOT_APPLICABLE');
  }
  if (isObj(card) && card.type === 'AMOUNT') {
    const left = card.amountLeft;
    const balance = isObj(left) ? Number(left.amount) : Number(left ?? 0);
    const product = card.valueCardProduct ?? card.validCardProduct;
    return {
      card: {
        id: Number(card.id),
        number,
        ...(isObj(product) ? { valueCardProduct: product as unknown as IdName } : {}),
        type: 'AMOUNT',
        ...(typeof card.validUntil === 'string' ? { validUntil: card.validUntil } : {}),
      },
      balance,
    };
  }
  const shown = isObj(example) && isObj(example.valueCard) ? example.valueCard : {};
  const amount = (v: unknown) => (isObj(v) ? Number(v.amount) : Number(v ?? 0));
  const balance = isObj(example) ? amount(example.amountUsed) + amount(example.amountLeft) : 0;
  return { card: { ...(shown as unknown as ValueCard), number }, balance };
}

/** generatelink/payment: the handler's address of the example, with a token of this payment. */
async function pay(
  request: Obj,
  example: unknown,
  store: OrderStore,
  ask: OrderContext['ask'],
): Promise<Answer> {
  const order = Number(request.order);
  const unit = store.businessUnitOf(order);
  const methods = unit ? await ask(`/businessunits/${unit}/paymentmethods`) : undefined;
  const chosen = Array.isArray(methods)
    ? methods.find((m) => isObj(m) && m.id === request.paymentMethod)
    : undefined;
  const method = isObj(chosen) ? String(chosen.name ?? chosen.type) : 'Kort';
  const started = store.startPayment(order, String(request.returnUrl), method);
  if (!started.token) return started;
  const link = new URL(
    isObj(example) && typeof example.url === 'string'
      ? example.url
      : 'https://haga.brpsystems.com/brponline/payment/',
  );
  link.pathname = link.pathname.replace(/[^/]*$/, started.token);
  return { status: 201, body: { url: link.href } };
}

/** The payment handler's path on the mock: `/brponline/payment/<token>`. */
export const PAYMENT_HANDLER = /^\/brponline\/payment\/([\w-]+)$/;

/**
 * The mock's payment handler (BRP's lives on the tenant's host): `?outcome=cancelled` cancels,
 * anything else pays. Sends the browser back as BRP does; undefined for a payment it never started.
 */
export async function answerPaymentHandler(
  token: string,
  outcome: string | null,
  { store, ask }: OrderContext,
): Promise<string | undefined> {
  if (!store.knowsPayment(token)) return undefined;
  const unit = store.businessUnitOf(store.orderOfPayment(token) ?? 0);
  // The seller as the receipt examples name it; the address only when it is that facility's.
  const example = await ask('/receipts/1');
  const seller = isObj(example) && isObj(example.sellerDetails) ? example.sellerDetails : {};
  const sameUnit = isObj(seller.businessUnit) && seller.businessUnit.id === unit;
  const { company, organizationNumber, vatNumber } = seller;
  const kept = sameUnit ? seller : { company, organizationNumber, vatNumber };
  return store.completePayment(token, outcome === 'cancelled' ? 'cancelled' : 'paid', kept);
}
