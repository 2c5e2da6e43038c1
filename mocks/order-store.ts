// The mock's orders in memory (issue 22 §4): the lines a customer adds are the lines of the cart,
// coupons and value cards change the sums as at BRP, and a paid order gets a receipt that adds up.
// Shapes follow the contract's Order, ValueCardReservation and ReceiptDetail; the HTTP side is
// mocks/order-routes.ts.
import { randomUUID } from 'node:crypto';
import { stockholmToday } from './stockholm-time.ts';

type Obj = Record<string, unknown>;
interface Money {
  amount: number;
  currency: string;
}
export interface IdName {
  id: number;
  name: string;
}

const money = (amount: number): Money => ({ amount, currency: 'SEK' });

/** The removal path's segment of each line type, and the order's list it lives in. */
export const LINE_LISTS = {
  services: 'serviceItems',
  valuecards: 'valueCardItems',
  subscriptions: 'subscriptionItems',
  articles: 'articleItems',
  events: 'eventItems',
  groupactivities: 'groupActivityItems',
  entries: 'entryItems',
} as const;
export type LineType = keyof typeof LINE_LISTS;
export const isLineType = (text: string): text is LineType => text in LINE_LISTS;

/** Discount codes the mock knows, in percent of each line they apply to (the contract's VINTER10). */
const COUPONS: Record<string, number> = { VINTER10: 10 };
/** Lines no coupon applies to: a value card is money, BRP's class lines carry no coupon. */
const NO_COUPON: readonly LineType[] = ['valuecards', 'groupactivities'];

export interface NewLine {
  product: IdName;
  /** Minor units, VAT included, before coupons. */
  unitPrice: number;
  /** Percent, e.g. 25. */
  vatRate: number;
  quantity: number;
  /** The line's other fields as BRP shows them (duration, selectedResource, receiverTarget…). */
  extra?: Obj;
  /** A membership's: the birth date it was added with, which BRP asks again to remove it. */
  birthDate?: string;
  /** A value card's: the card the buyer gets once paid (not a gift), as their list shows it. */
  card?: BoughtCard;
}

/** What a bought value card holds: units or money (minor units), and what it pays for. */
export interface BoughtCard {
  type: 'UNIT' | 'AMOUNT';
  unitsLeft?: number;
  amountLeft?: number;
  validForProducts: IdName[];
}

interface Line extends NewLine {
  id: number;
  type: LineType;
}

export interface ValueCard {
  id: number;
  number: string;
  valueCardProduct?: IdName;
  type?: 'AMOUNT' | 'UNIT';
  validUntil?: string;
}

interface Reservation {
  id: number;
  valueCard: ValueCard;
  /** Minor units on the card before this order. */
  balance: number;
}

interface Payment {
  orderId: number;
  returnUrl: string;
  /** The payment method's name as a receipt writes it (Swish, Betalkort…). */
  method: string;
}

export interface Customer {
  id: number;
  firstName?: string;
  lastName?: string;
  email?: string;
}

interface StoredOrder {
  id: number;
  number: number;
  created: string;
  lastModified: string;
  businessUnit: IdName;
  customer: Customer | null;
  /**
   * The login (mocks/login-store.ts) that made the order or made it a customer's: whose
   * memberships, entries and courses it adds.
   */
  world?: string;
  receiverTarget: string | null;
  lines: Line[];
  coupons: string[];
  reservations: Reservation[];
  receiptId: number | null;
  deleted: boolean;
}

/** A paid line of a customer's order, for their own pages (entry tickets, courses). */
export interface PaidLine {
  orderId: number;
  lineId: number;
  product: IdName;
  businessUnit: IdName;
  quantity: number;
  price: number;
  extra: Obj;
}

/** An answer the router sends as it is: a status and a JSON body (none for 204). */
export interface Answer {
  status: number;
  body?: unknown;
}

const ok = (body: unknown, status = 200): Answer => ({ status, body });
const refused = (errorCode: string, extra: Obj = {}): Answer => ({
  status: 403,
  body: { errorCode, ...extra },
});
export const NOT_FOUND: Answer = {
  status: 404,
  body: { errorCode: 'NOT_FOUND', message: 'The resource was not found' },
};

/** How long BRP holds a preliminary order's times after its last change. */
const HOLD_MINUTES = 30;
// Far from the contract's example ids (612345, 611902, receipts 90xxx), so the two never meet.
const FIRST_ORDER_ID = 700001;
const FIRST_ORDER_NUMBER = 95001;
const FIRST_RECEIPT_ID = 97001;
const FIRST_RECEIPT_NUMBER = 130001;

export interface StoreOptions {
  /** The mock's clock (its fixed instant in the tests, time running on). */
  now?: () => Date;
}

export class OrderStore {
  private readonly orders = new Map<number, StoredOrder>();
  private readonly receipts = new Map<number, Obj>();
  private readonly payments = new Map<string, Payment>();
  /** Memberships bought and paid, per world, as GET customers/{id}/subscriptions lists them. */
  private readonly subscriptions = new Map<string, Obj[]>();
  /** Value cards bought for oneself and paid, per world, as GET customers/{id}/valuecards. */
  private readonly valueCards = new Map<string, Obj[]>();
  private nextId = 0;
  private readonly now: () => Date;

  constructor(options: StoreOptions = {}) {
    this.now = options.now ?? (() => new Date());
  }

  private iso(): string {
    return this.now().toISOString();
  }

  private next(): number {
    return this.nextId++;
  }

  /** The store's clock (the day a value card's validity counts from). */
  clock(): Date {
    return this.now();
  }

  knowsOrder(id: number): boolean {
    return this.orders.has(id);
  }

  knowsReceipt(id: number): boolean {
    return this.receipts.has(id);
  }

  knowsPayment(token: string): boolean {
    return this.payments.has(token);
  }

  /** The order a payment started by startPayment is for. */
  orderOfPayment(token: string): number | undefined {
    return this.payments.get(token)?.orderId;
  }

  /** The id of the order's customer, if it has one. */
  customerOf(id: number): number | undefined {
    return this.orders.get(id)?.customer?.id;
  }

  /** The ids of the products of the order's lines. */
  productsOf(id: number): number[] {
    return (this.orders.get(id)?.lines ?? []).map((line) => line.product.id);
  }

  /** The id of the facility the order is placed at. */
  businessUnitOf(id: number): number | undefined {
    return this.orders.get(id)?.businessUnit.id;
  }

  /** Today in Stockholm on the mock's clock (a membership starts today or later). */
  today(): string {
    return stockholmToday(this.now());
  }

  /** The product id of one line of the order (the membership an addition is added to). */
  lineProduct(id: number, lineId: number): number | undefined {
    return this.orders.get(id)?.lines.find((line) => line.id === lineId)?.product.id;
  }

  /** The memberships the world has bought through the shop, newest last. */
  subscriptionsOf(world: string): Obj[] {
    return this.subscriptions.get(world) ?? [];
  }

  /** The value cards the world has bought for itself through the shop, newest last. */
  valueCardsOf(world: string): Obj[] {
    return this.valueCards.get(world) ?? [];
  }

  create(businessUnit: IdName, customer: Customer | null, world?: string): Answer {
    const n = this.orders.size;
    const at = this.iso();
    const order: StoredOrder = {
      id: FIRST_ORDER_ID + n,
      number: FIRST_ORDER_NUMBER + n,
      created: at,
      lastModified: at,
      businessUnit,
      customer,
      receiverTarget: null,
      lines: [],
      coupons: [],
      reservations: [],
      receiptId: null,
      deleted: false,
      ...(world ? { world } : {}),
    };
    this.orders.set(order.id, order);
    return ok(this.view(order), 201);
  }

  /** The lines of a type the customer has paid for, in orders made in that login world. */
  paidLines(world: string, customer: number, type: LineType): PaidLine[] {
    return [...this.orders.values()]
      .filter((o) => o.receiptId !== null && o.world === world && o.customer?.id === customer)
      .flatMap((order) =>
        this.priced(order)
          .filter(({ line }) => line.type === type)
          .map(({ line, price }) => ({
            orderId: order.id,
            lineId: line.id,
            product: line.product,
            businessUnit: order.businessUnit,
            quantity: line.quantity,
            price,
            extra: line.extra ?? {},
          })),
      );
  }

  get(id: number): Answer {
    const order = this.orders.get(id);
    return order && !order.deleted ? ok(this.view(order)) : NOT_FOUND;
  }

  /** PUT orders/{id}: the customer (after login) and the receiver e-mail. */
  update(
    id: number,
    change: { customer?: Customer; receiverTarget?: string },
    world?: string,
  ): Answer {
    return this.change(id, (order) => {
      if (change.customer) order.customer = change.customer;
      if (change.customer && world) order.world = world;
      if (change.receiverTarget !== undefined) order.receiverTarget = change.receiverTarget;
    });
  }

  remove(id: number): Answer {
    const answer = this.change(id, () => undefined);
    const order = this.orders.get(id);
    if (answer.status === 200 && order) order.deleted = true;
    return answer;
  }

  addLine(id: number, type: LineType, line: NewLine): Answer {
    const answer = this.change(id, (order) => {
      order.lines.push({ ...line, type, id: this.lineId() });
    });
    return answer.status === 200 ? { ...answer, status: 201 } : answer;
  }

  /**
   * Removes a line. A membership of an anonymous order goes only with the birth date it was added
   * with (BRP's `birthDate` query); the code BRP answers without it is not documented, so the
   * mock refuses as it refuses any removal it does not allow.
   */
  removeLine(id: number, type: LineType, lineId: number, birthDate?: string): Answer {
    return this.change(id, (order) => {
      const at = order.lines.findIndex((l) => l.type === type && l.id === lineId);
      if (at < 0) return NOT_FOUND;
      const line = order.lines[at]!;
      if (!order.customer && line.birthDate && line.birthDate !== birthDate)
        return refused('ORDER_ITEM_DELETE_NOT_ALLOWED');
      order.lines.splice(at, 1);
      return undefined;
    });
  }

  applyCoupon(id: number, name: string): Answer {
    const answer = this.change(id, (order) => {
      const code = name.trim().toUpperCase();
      // BRP takes no coupon once a value card pays part of the order (the contract's error).
      if (order.reservations.length) return refused('COUPON_AFTER_VALUE_CARD_RESERVATION');
      // A code BRP does not know is not found; one it knows may fit none of the lines.
      if (!COUPONS[code]) return refused('COUPON_NOT_FOUND_ON_ORDER');
      if (!order.lines.some((l) => !NO_COUPON.includes(l.type)))
        return refused('COUPON_NOT_APPLICABLE');
      if (!order.coupons.includes(code)) order.coupons.push(code);
      return undefined;
    });
    return answer.status === 200 ? { ...answer, status: 201 } : answer;
  }

  removeCoupon(id: number, name: string): Answer {
    return this.change(id, (order) => {
      const at = order.coupons.indexOf(name.trim().toUpperCase());
      if (at < 0) return refused('COUPON_NOT_FOUND_ON_ORDER');
      order.coupons.splice(at, 1);
      return undefined;
    });
  }

  reservations(id: number): Answer {
    const order = this.orders.get(id);
    if (!order || order.deleted) return NOT_FOUND;
    return ok(this.reservationViews(order));
  }

  /** Pays as much of what is left as the card holds (`balance`, minor units). */
  reserveValueCard(id: number, valueCard: ValueCard, balance: number): Answer {
    let reservation: Reservation | undefined;
    const answer = this.change(id, (order) => {
      if (order.reservations.some((r) => r.valueCard.number === valueCard.number))
        return refused('VALUE_CARD_ALREADY_RESERVED');
      if (balance <= 0) return refused('VALUE_CARD_EMPTY');
      reservation = { id: this.reservationId(), valueCard, balance };
      order.reservations.push(reservation);
      return undefined;
    });
    if (answer.status !== 200 || !reservation) return answer;
    const order = this.orders.get(id)!;
    const view = this.reservationViews(order).find((r) => r.id === reservation!.id);
    return ok(view, 201);
  }

  removeReservation(id: number, reservationId: number): Answer {
    const answer = this.change(id, (order) => {
      const at = order.reservations.findIndex((r) => r.id === reservationId);
      if (at < 0) return NOT_FOUND;
      order.reservations.splice(at, 1);
      return undefined;
    });
    return answer.status === 200 ? { status: 204 } : answer;
  }

  /**
   * generatelink/payment: remembers where the payment handler returns to; the order is paid when
   * the handler says so (completePayment). Returns the handler's token.
   */
  startPayment(orderId: number, returnUrl: string, method: string): Answer & { token?: string } {
    const order = this.orders.get(orderId);
    if (!order || order.deleted) return NOT_FOUND;
    if (order.receiptId !== null) return refused('ORDER_NOT_PRELIMINARY');
    if (order.lines.length === 0) return refused('NOTHING_LEFT_TO_PAY');
    const token = randomUUID();
    this.payments.set(token, { orderId, returnUrl, method });
    return { status: 201, token };
  }

  /**
   * The payment handler's end: paid (the order is confirmed and gets its receipt) or cancelled
   * (BRP's error 205, the order stays open). Returns the address the handler sends the browser to.
   */
  completePayment(token: string, outcome: 'paid' | 'cancelled', seller: Obj): string | undefined {
    const payment = this.payments.get(token);
    const order = payment && this.orders.get(payment.orderId);
    if (!payment || !order) return undefined;
    const back = new URL(payment.returnUrl);
    back.searchParams.set('orderid', String(order.id));
    if (outcome === 'cancelled' && order.receiptId === null) {
      back.searchParams.set('error', '205');
      return back.href;
    }
    if (order.receiptId === null) {
      order.receiptId = this.makeReceipt(order, payment.method, seller);
      this.keepSubscriptions(order);
      this.keepValueCards(order);
    }
    back.searchParams.set('receiptid', String(order.receiptId));
    return back.href;
  }

  /**
   * The treatments of a paid order as the customer's bookings list them (the contract's
   * ServiceBooking, the line's id its booking id); none while the order is not paid.
   */
  paidServiceBookings(id: number): Obj[] {
    const order = this.orders.get(id);
    if (!order || order.receiptId === null) return [];
    const { customer } = order;
    return this.priced(order)
      .filter(({ line }) => line.type === 'services')
      .map(({ line, price }) => {
        const { duration, selectedResource } = line.extra ?? {};
        return {
          id: line.id,
          serviceProduct: line.product,
          businessUnit: order.businessUnit,
          ...(customer
            ? {
                customer: {
                  id: customer.id,
                  ...(customer.firstName ? { firstName: customer.firstName } : {}),
                  ...(customer.lastName ? { lastName: customer.lastName } : {}),
                },
              }
            : {}),
          duration,
          order: { id: order.id, number: String(order.number) },
          isDebited: true,
          price: money(price),
          ...(selectedResource ? { selectedResource } : {}),
          shouldAutoRefundOnCancel: true,
        };
      });
  }

  receipt(id: number): Answer {
    const receipt = this.receipts.get(id);
    return receipt ? ok(receipt) : NOT_FOUND;
  }

  // ----------------------------------------------------------------- inside

  /** A paid order's memberships become the customer's (the contract's Subscription). */
  private keepSubscriptions(order: StoredOrder): void {
    if (!order.world || !order.customer) return;
    const kept = this.subscriptions.get(order.world) ?? [];
    const person = {
      id: order.customer.id,
      ...(order.customer.firstName ? { firstName: order.customer.firstName } : {}),
      ...(order.customer.lastName ? { lastName: order.customer.lastName } : {}),
    };
    for (const line of order.lines.filter((l) => l.type === 'subscriptions')) {
      const extra = line.extra ?? {};
      const first = extra.initialPaymentPeriod as { start: string; end: string } | undefined;
      const recurring = extra.payRecurring as { price: Money } | undefined;
      kept.push({
        id: 40001 + this.next(),
        start: first?.start ?? this.today(),
        boundUntil: extra.boundUntil,
        debitedUntil: first?.end,
        expirationDay: extra.expirationDay,
        businessUnit: order.businessUnit,
        subscriptionProduct: line.product,
        price: recurring?.price ?? money(line.unitPrice),
        users: [person],
        payer: person,
        paymentOption: extra.paymentOption,
        statuses: [],
      });
    }
    this.subscriptions.set(order.world, kept);
  }

  /** A paid order's value cards not given to anyone become the customer's (the contract's ValueCard). */
  private keepValueCards(order: StoredOrder): void {
    if (!order.world || !order.customer) return;
    const kept = this.valueCards.get(order.world) ?? [];
    for (const line of order.lines) {
      const extra = line.extra ?? {};
      if (line.type !== 'valuecards' || !line.card || extra.receiverTarget) continue;
      const { type, unitsLeft, amountLeft, validForProducts } = line.card;
      for (let n = 0; n < line.quantity; n++) {
        const id = 7950 + this.next();
        kept.push({
          id,
          number: 15226337500000 + id,
          valueCardProduct: line.product,
          validForProducts,
          businessUnit: order.businessUnit,
          type,
          ...(type === 'UNIT'
            ? { unitsLeft, allowNegativeUnits: false }
            : { amountLeft: money(amountLeft ?? line.unitPrice) }),
          ...(typeof extra.validUntil === 'string' ? { validUntil: extra.validUntil } : {}),
          isValid: true,
        });
      }
    }
    this.valueCards.set(order.world, kept);
  }

  private lineId(): number {
    return 880001 + this.next();
  }

  /** The id of one entry of an entry line (its ticket). */
  entryId(): number {
    return 778101 + this.next();
  }

  private reservationId(): number {
    return 34001 + this.next();
  }

  /** Applies a change to an open order; the change may refuse with its own answer. */
  private change(id: number, apply: (order: StoredOrder) => Answer | void): Answer {
    const order = this.orders.get(id);
    if (!order || order.deleted) return NOT_FOUND;
    if (order.receiptId !== null) return refused('ORDER_NOT_PRELIMINARY');
    const refusal = apply(order);
    if (refusal) return refusal;
    order.lastModified = this.iso();
    return ok(this.view(order));
  }

  private priced(order: StoredOrder) {
    return order.lines.map((line) => {
      const gross = line.unitPrice * line.quantity;
      const code = NO_COUPON.includes(line.type) ? undefined : order.coupons[0];
      const discount = code ? Math.round((gross * COUPONS[code]!) / 100) : 0;
      return { line, code, discount, price: gross - discount };
    });
  }

  private total(order: StoredOrder): number {
    return this.priced(order).reduce((sum, p) => sum + p.price, 0);
  }

  /** Each card pays what the cards before it left, up to its balance. */
  private reservationViews(order: StoredOrder) {
    let left = this.total(order);
    return order.reservations.map((r) => {
      const used = Math.min(r.balance, Math.max(0, left));
      left -= used;
      return {
        id: r.id,
        valueCard: r.valueCard,
        amountUsed: money(used),
        amountLeft: money(r.balance - used),
      };
    });
  }

  /** VAT of each rate on the lines' prices after coupons, as BRP sums it. */
  private vatSums(order: StoredOrder) {
    const byRate = new Map<number, number>();
    for (const p of this.priced(order))
      byRate.set(p.line.vatRate, (byRate.get(p.line.vatRate) ?? 0) + p.price);
    return [...byRate].map(([rate, gross]) => ({
      rate: String(rate),
      amount: money(Math.round((gross * rate) / (100 + rate))),
    }));
  }

  private view(order: StoredOrder): Obj {
    const lists: Record<string, Obj[]> = Object.fromEntries(
      Object.values(LINE_LISTS).map((key) => [key, []]),
    );
    const priced = this.priced(order);
    for (const { line, code, discount, price } of priced) {
      lists[LINE_LISTS[line.type]]!.push({
        id: line.id,
        product: line.product,
        price: money(price),
        quantity: line.quantity,
        ...(line.type === 'groupactivities'
          ? {}
          : { coupon: discount > 0 ? { name: code, discount: money(discount) } : null }),
        ...line.extra,
      });
    }
    const price = priced.reduce((sum, p) => sum + p.price, 0);
    const discount = priced.reduce((sum, p) => sum + p.discount, 0);
    const reserved = this.reservationViews(order).reduce((sum, r) => sum + r.amountUsed.amount, 0);
    const paid = order.receiptId !== null;
    const held = new Date(Date.parse(order.lastModified) + HOLD_MINUTES * 60_000).toISOString();
    return {
      id: order.id,
      number: order.number,
      created: order.created,
      lastModified: order.lastModified,
      ...(paid ? {} : { invalidateTime: held }),
      preliminary: !paid,
      orderStatus: paid ? { id: 3, name: 'Betald' } : { id: 1, name: 'Skapad' },
      businessUnit: order.businessUnit,
      customer: order.customer,
      customerType: order.customer ? { id: 1, name: 'Vuxen' } : null,
      price: money(price),
      leftToPay: money(paid ? 0 : price - reserved),
      couponDiscount: discount > 0 ? money(discount) : null,
      vatSums: this.vatSums(order),
      receiverTarget: order.receiverTarget,
      ...lists,
    };
  }

  /** The receipt of the whole order: value cards first, the rest with the method paid by. */
  private makeReceipt(order: StoredOrder, method: string, seller: Obj): number {
    const n = this.receipts.size;
    const id = FIRST_RECEIPT_ID + n;
    const at = this.iso();
    const cards = this.reservationViews(order).filter((r) => r.amountUsed.amount > 0);
    const total = this.total(order);
    const rest = total - cards.reduce((sum, r) => sum + r.amountUsed.amount, 0);
    const payments = [
      ...cards.map((r) => ({
        id: 310001 + this.next(),
        paymentMethod: 'Värdekort',
        amount: r.amountUsed,
        valueCard: { id: r.valueCard.id, number: r.valueCard.number },
      })),
      ...(rest > 0
        ? [{ id: 310001 + this.next(), paymentMethod: method, amount: money(rest) }]
        : []),
    ];
    const { customer } = order;
    this.receipts.set(id, {
      id,
      number: FIRST_RECEIPT_NUMBER + n,
      created: at,
      amount: money(total),
      paymentMethod: rest > 0 ? method : 'Värdekort',
      ...(customer
        ? {
            customer: {
              id: customer.id,
              ...(customer.firstName ? { firstName: customer.firstName } : {}),
              ...(customer.lastName ? { lastName: customer.lastName } : {}),
            },
          }
        : {}),
      sellerDetails: { ...seller, businessUnit: order.businessUnit },
      orders: [{ id: order.id, number: order.number }],
      items: this.priced(order).map(({ line, code, discount, price }) => ({
        id: line.id,
        product: line.product,
        quantity: String(line.quantity),
        price: money(price),
        ...(discount > 0 ? { coupon: { name: code, discount: money(discount) } } : {}),
        createdTime: order.created,
      })),
      payments,
      vatSums: this.vatSums(order),
    });
    order.lastModified = at;
    return id;
  }
}
