// Which calls of the booking API the customer's own state answers (mocks/login-store.ts,
// mocks/booking-store.ts), and how: as with the orders, the request has already passed Prism (so
// it kept to the contract, token included), and Prism's answer is the shape the store fills in.
// The schedule and a class's details are the facility's, read by anyone: their places follow the
// caller's world, or the customer's on `npm start` when no one is signed in.
import type { BookingStore, BookingType, ClassBooking, ScheduledClass } from './booking-store.ts';
import type { LoginStore } from './login-store.ts';
import { boughtEntries, boughtEvents } from './bought-bookings.ts';
import { NOT_FOUND, type Answer, type OrderStore } from './order-store.ts';
import {
  isSubscriptionChange,
  matchSubscriptionChange,
  type MembershipStore,
  type SubscriptionChangeRoute,
} from './subscription-changes.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

export type CustomerRoute =
  | { kind: 'login' }
  | { kind: 'refresh' }
  | { kind: 'createCustomer' }
  | { kind: 'updateCustomer' }
  | { kind: 'classBookings'; customer: number }
  | { kind: 'bookClass'; customer: number }
  | { kind: 'cancelClass'; customer: number; booking: number; type: BookingType }
  | { kind: 'serviceBookings' }
  | { kind: 'subscriptions' }
  | { kind: 'valueCards' }
  | { kind: 'entryBookings'; customer: number }
  | { kind: 'eventBookings'; customer: number }
  | { kind: 'cancelService'; customer: number; booking: number }
  | { kind: 'schedule' }
  | { kind: 'scheduledClass'; businessUnit: number; id: number }
  | SubscriptionChangeRoute;

const BOOKING_TYPES: readonly string[] = ['groupActivityBooking', 'waitingListBooking'];

const ROUTES: [
  string,
  RegExp,
  (m: string[], query: URLSearchParams) => CustomerRoute | undefined,
][] = [
  ['POST', /^\/auth\/login$/, () => ({ kind: 'login' })],
  ['POST', /^\/auth\/refresh$/, () => ({ kind: 'refresh' })],
  ['POST', /^\/customers$/, () => ({ kind: 'createCustomer' })],
  ['PUT', /^\/customers\/\d+$/, () => ({ kind: 'updateCustomer' })],
  [
    'GET',
    /^\/customers\/(\d+)\/bookings\/groupactivities$/,
    ([c]) => ({ kind: 'classBookings', customer: Number(c) }),
  ],
  [
    'POST',
    /^\/customers\/(\d+)\/bookings\/groupactivities$/,
    ([c]) => ({ kind: 'bookClass', customer: Number(c) }),
  ],
  [
    'DELETE',
    /^\/customers\/(\d+)\/bookings\/groupactivities\/(\d+)$/,
    ([c, b], query) => {
      const type = query.get('bookingType') ?? '';
      return BOOKING_TYPES.includes(type)
        ? {
            kind: 'cancelClass',
            customer: Number(c),
            booking: Number(b),
            type: type as BookingType,
          }
        : undefined;
    },
  ],
  ['GET', /^\/customers\/\d+\/bookings\/services$/, () => ({ kind: 'serviceBookings' })],
  ['GET', /^\/customers\/\d+\/subscriptions$/, () => ({ kind: 'subscriptions' })],
  ['GET', /^\/customers\/\d+\/valuecards$/, () => ({ kind: 'valueCards' })],
  [
    'GET',
    /^\/customers\/(\d+)\/bookings\/entries$/,
    ([c]) => ({ kind: 'entryBookings', customer: Number(c) }),
  ],
  [
    'GET',
    /^\/customers\/(\d+)\/bookings\/events$/,
    ([c]) => ({ kind: 'eventBookings', customer: Number(c) }),
  ],
  [
    'DELETE',
    /^\/customers\/(\d+)\/bookings\/services\/(\d+)$/,
    ([c, b]) => ({ kind: 'cancelService', customer: Number(c), booking: Number(b) }),
  ],
  ['GET', /^\/businessunits\/\d+\/groupactivities$/, () => ({ kind: 'schedule' })],
  [
    'GET',
    /^\/businessunits\/(\d+)\/groupactivities\/(\d+)$/,
    ([u, id]) => ({ kind: 'scheduledClass', businessUnit: Number(u), id: Number(id) }),
  ],
];

/** The customer call a request is, if it is one (path without the API prefix). */
export function matchCustomerRoute(
  method: string,
  path: string,
  query: URLSearchParams,
): CustomerRoute | undefined {
  const clean = path.replace(/\/+$/, '');
  const change = matchSubscriptionChange(method, clean);
  if (change) return change;
  for (const [routeMethod, pattern, route] of ROUTES) {
    if (routeMethod !== method.toUpperCase()) continue;
    const match = pattern.exec(clean);
    if (match) return route(match.slice(1), query);
  }
  return undefined;
}

export interface CustomerContext {
  logins: LoginStore;
  bookings: BookingStore;
  /** The freezes and ends of the customer's memberships (mocks/subscription-changes.ts). */
  memberships?: MembershipStore;
  /**
   * The orders made through the mock: the treatments, entries and courses a world paid for are
   * its bookings, its paid memberships its subscriptions, the value cards it bought for itself
   * its value cards (mocks/order-store.ts).
   */
  orders?: OrderStore;
  /** The caller's Authorization header (its bearer token names the world). */
  authorization: string | undefined;
  /** A GET of the booking mock (its realistic example), as the caller; undefined unless 2xx. */
  ask: (path: string) => Promise<unknown>;
  /** The request's query string (a preview's period). */
  query?: URLSearchParams;
}

/**
 * The state's answer to a customer call Prism has taken: `example` is Prism's answer. Undefined
 * when Prism's answer stands (a call without a world, a refresh token the mock did not make).
 */
export async function answerCustomerCall(
  route: CustomerRoute,
  body: unknown,
  example: unknown,
  context: CustomerContext,
): Promise<Answer | undefined> {
  const request = isObj(body) ? body : {};
  const { logins, bookings, ask } = context;
  if (route.kind === 'login')
    return logins.login(String(request.username), String(request.password), asObj(example));
  if (route.kind === 'refresh') return logins.refresh(String(request.refreshToken), asObj(example));
  if (route.kind === 'createCustomer') {
    if (typeof request.email === 'string' && typeof request.password === 'string')
      logins.addAccount(request.email, request.password);
    return undefined;
  }
  if (route.kind === 'schedule' || route.kind === 'scheduledClass') {
    const world = logins.worldOf(context.authorization) ?? logins.publicWorld();
    if (route.kind === 'schedule')
      return world === undefined
        ? undefined
        : { status: 200, body: objects(example).map((c) => withChanges(bookings, world, c)) };
    const found = await scheduledClass(route.id, ask, route.businessUnit);
    return found ? { status: 200, body: bookings.withChanges(world, found) } : NOT_FOUND;
  }
  const world = logins.worldOf(context.authorization);
  if (!world) return undefined;
  if (isSubscriptionChange(route))
    return context.memberships?.answer(
      route,
      request,
      context.query ?? new URLSearchParams(),
      example,
      {
        world,
        ask,
      },
    );
  const paid = () =>
    (context.orders ? bookings.ordersOf(world) : []).flatMap((order) =>
      context.orders!.paidServiceBookings(order),
    );
  switch (route.kind) {
    case 'updateCustomer':
      return typeof request.password === 'string'
        ? logins.changePassword(world, request.oldPassword, request.password)
        : undefined;
    case 'classBookings':
      return { status: 200, body: bookings.classBookings(world, asList(example)) };
    case 'bookClass': {
      const activity = await scheduledClass(Number(request.groupActivity), ask);
      // BRP's code for an id it does not know (the app books only classes it was shown).
      if (!activity) return { status: 403, body: { errorCode: 'ID_NOT_FOUND' } };
      return bookings.bookClass(world, activity, await classBookingsOf(route.customer, ask), {
        allowWaitingList: request.allowWaitingList === true,
        example: asObj(example),
      });
    }
    case 'cancelClass':
      return bookings.cancelClass(
        world,
        route.booking,
        route.type,
        await classBookingsOf(route.customer, ask),
      );
    case 'serviceBookings':
      return { status: 200, body: bookings.serviceBookings(world, objects(example), paid()) };
    case 'subscriptions': {
      const bought = context.orders?.subscriptionsOf(world) ?? [];
      const listed = context.memberships?.list(world, objects(example)) ?? objects(example);
      return { status: 200, body: [...listed, ...bought] };
    }
    case 'valueCards': {
      const bought = context.orders?.valueCardsOf(world) ?? [];
      return { status: 200, body: [...objects(example), ...bought] };
    }
    case 'entryBookings':
      return { status: 200, body: [...objects(example), ...boughtEntries(context, world, route)] };
    case 'eventBookings':
      return { status: 200, body: [...objects(example), ...boughtEvents(context, world, route)] };
    case 'cancelService': {
      const listed = await ask(`/customers/${route.customer}/bookings/services`);
      return bookings.cancelService(world, route.booking, objects(listed), example, paid());
    }
  }
}

const asObj = (value: unknown): Obj => (isObj(value) ? value : {});
const objects = (value: unknown): Obj[] => (Array.isArray(value) ? value.filter(isObj) : []);
const asList = (value: unknown) => objects(value) as ClassBooking[];

/** The customer's class bookings as Prism serves them (the contract's example list). */
async function classBookingsOf(customer: number, ask: CustomerContext['ask']) {
  return asList(await ask(`/customers/${customer}/bookings/groupactivities`));
}

/** A class of the schedule with the world's changes to its places (a list's item may be anything). */
function withChanges(bookings: BookingStore, world: string, item: Obj): Obj {
  const slots = item.slots;
  if (typeof item.id !== 'number' || !isObj(slots) || typeof slots.leftToBook !== 'number')
    return item;
  return bookings.withChanges(world, item as unknown as ScheduledClass) as unknown as Obj;
}

/**
 * The class of that id in a facility's schedule (the mock's generated ones included): in
 * `businessUnit`'s when given, else in any facility's.
 */
async function scheduledClass(
  id: number,
  ask: CustomerContext['ask'],
  businessUnit?: number,
): Promise<ScheduledClass | undefined> {
  const units = businessUnit === undefined ? await ask('/businessunits') : [{ id: businessUnit }];
  for (const unit of Array.isArray(units) ? units : []) {
    if (!isObj(unit)) continue;
    const schedule = await ask(`/businessunits/${String(unit.id)}/groupactivities`);
    const found = Array.isArray(schedule)
      ? schedule.find((c) => isObj(c) && c.id === id)
      : undefined;
    if (isObj(found)) return found as unknown as ScheduledClass;
  }
  return undefined;
}
