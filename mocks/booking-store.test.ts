// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { responseSchemas } from '../generated/booking/response-schemas';
import { BookingStore, type ClassBooking, type ScheduledClass } from './booking-store.ts';
import { answerCustomerCall, matchCustomerRoute } from './customer-routes.ts';
import { LoginStore } from './login-store.ts';
import { OrderStore, type Answer } from './order-store.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Fails unless the answer is what the contract's Zod schema of that operation accepts. */
function expectContract(method: string, path: string, answer: Answer | undefined): Obj {
  const entry = responseSchemas.find(
    (s) => s.method === method && s.path === path && s.status === answer?.status,
  );
  expect(entry, `${method} ${path} ${answer?.status} is in the contract`).toBeDefined();
  expect(entry!.schema.safeParse(answer!.body).error?.issues ?? []).toEqual([]);
  return answer!.body as Obj;
}

const NOW = new Date('2026-03-25T09:07:00.000Z');
const HAGA = { id: 1, name: 'Haga' };
const ANNA = { id: 4711, firstName: 'Anna', lastName: 'Lindqvist' };
const slots = (leftToBook: number, inWaitingList = 0, hasWaitingList = true) => ({
  total: 20,
  totalBookable: 20,
  reservedForDropin: 0,
  leftToBook,
  leftToBookIncDropin: leftToBook,
  hasWaitingList,
  inWaitingList,
});
const aClass = (id: number, name: string, start: string, s = slots(4)): ScheduledClass & Obj => ({
  id,
  name,
  duration: { start, end: new Date(Date.parse(start) + 45 * 60_000).toISOString() },
  groupActivityProduct: { id: 21, name },
  businessUnit: HAGA,
  locations: [{ id: 9102, name: 'Varmvattenbassängen' }],
  instructors: [{ id: 8801, name: 'Maria Johansson', isSubstitute: false }],
  bookableEarliest: '2026-03-18T09:00:00.000Z',
  bookableLatest: new Date(Date.parse(start) - 30 * 60_000).toISOString(),
  cancelled: false,
  slots: s,
});
const OPEN = aClass(5227602, 'Vattengympa', '2026-03-26T16:30:00.000Z');
const FULL = aClass(5227603, 'Aquafit', '2026-03-26T18:00:00.000Z', slots(0, 3));
const NO_QUEUE = aClass(5227604, 'Yin yoga', '2026-03-26T19:00:00.000Z', slots(0, 0, false));
const STARTED = aClass(5227509, 'Vattengympa', '2026-03-25T09:00:00.000Z');
const CANCELLED = { ...aClass(120105, 'Vattengympa', '2026-03-26T09:00:00.000Z'), cancelled: true };
/** The customer's bookings as Prism serves them: one class. */
const LISTED: ClassBooking[] = [
  {
    type: 'groupActivityBooking',
    groupActivity: { id: 120102, name: 'Aquafit' },
    businessUnit: HAGA,
    customer: ANNA,
    duration: { start: '2026-03-25T17:00:00.000Z', end: '2026-03-25T17:45:00.000Z' },
    groupActivityBooking: { id: 5512002 },
  },
];
const EXAMPLE = { ...LISTED[0], customer: ANNA };
const book = (store: BookingStore, world: string, c: ScheduledClass, allowWaitingList = true) =>
  store.bookClass(world, c, LISTED, { allowWaitingList, example: EXAMPLE });

describe('BookingStore', () => {
  it('a class with places is booked and in the list from then on; booking it again is refused', () => {
    const store = new BookingStore({ now: () => NOW });
    const booked = book(store, 'a', OPEN);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      type: 'groupActivityBooking',
      groupActivity: { id: OPEN.id, name: 'Vattengympa' },
      duration: OPEN.duration,
      customer: ANNA,
    });
    const list = expectContract('GET', '/customers/{customer}/bookings/groupactivities', {
      status: 200,
      body: store.classBookings('a', LISTED),
    });
    // In start order, after the one Prism lists.
    expect(list.map((b: Obj) => b.groupActivity.id)).toEqual([120102, OPEN.id]);
    expect(book(store, 'a', OPEN).body).toEqual({ errorCode: 'ALREADY_BOOKED' });
    // Another world (another login's) has not booked it.
    expect(store.classBookings('b', LISTED)).toEqual(LISTED);
  });

  it('a full class puts the customer last in its waiting list, with that place', () => {
    const store = new BookingStore({ now: () => NOW });
    const queued = book(store, 'a', FULL).body as Obj;
    expect(queued).toMatchObject({
      type: 'waitingListBooking',
      groupActivity: { id: FULL.id },
      waitingListBooking: { waitingListPosition: 4 },
    });
    expect(store.classBookings('a', LISTED).at(-1)).toEqual(queued);
    expect(book(store, 'a', FULL).body).toEqual({ errorCode: 'ALREADY_ON_WAITING_LIST' });
    // Without a waiting list, or without the customer's leave, no place.
    expect(book(store, 'b', FULL, false).body).toEqual({ errorCode: 'NO_FREE_SLOTS_AVAILABLE' });
    expect(book(store, 'b', NO_QUEUE).body).toEqual({ errorCode: 'NO_FREE_SLOTS_AVAILABLE' });
  });

  it("refuses a class the facility cancelled, and one past its booking time, in BRP's codes", () => {
    const store = new BookingStore({ now: () => NOW });
    expect(book(store, 'a', CANCELLED).body).toEqual({
      errorCode: 'CANNOT_BOOK_CANCELLED_ACTIVITY',
    });
    expect(book(store, 'a', STARTED).body).toEqual({
      errorCode: 'TOO_LATE_TO_BOOK',
      minutesBefore: 30,
    });
    const later = { ...OPEN, bookableEarliest: '2026-03-25T10:00:00.000Z' };
    expect(book(store, 'a', later).body).toEqual({
      errorCode: 'TOO_EARLY_TO_BOOK',
      earliestTimepoint: '2026-03-25T10:00:00.000Z',
    });
  });

  it('a cancelled booking or waiting-list place is gone; cancelling it again is not found', () => {
    const store = new BookingStore({ now: () => NOW });
    const queued = book(store, 'a', FULL).body as Obj;
    const place = queued.waitingListBooking.id as number;
    expect(store.cancelClass('a', 5512002, 'waitingListBooking', LISTED).status).toBe(404);
    expect(store.cancelClass('a', 5512002, 'groupActivityBooking', LISTED)).toEqual({
      status: 204,
    });
    expect(store.cancelClass('a', place, 'waitingListBooking', LISTED).status).toBe(204);
    expect(store.classBookings('a', LISTED)).toEqual([]);
    expect(store.cancelClass('a', place, 'waitingListBooking', LISTED).status).toBe(404);
    // Once cancelled, the class can be booked again.
    expect(book(store, 'a', FULL).status).toBe(201);
  });

  it('a cancelled treatment is gone from the list, with the refund Prism answers', () => {
    const store = new BookingStore({ now: () => NOW });
    const listed = [{ id: 660102 }, { id: 660101 }];
    expect(store.cancelService('a', 660101, listed, { refundResult: true })).toEqual({
      status: 200,
      body: { refundResult: true },
    });
    expect(store.serviceBookings('a', listed)).toEqual([{ id: 660102 }]);
    expect(store.cancelService('a', 660101, listed, {}).status).toBe(404);
    expect(store.serviceBookings('b', listed)).toEqual(listed);
  });
});

describe("the schedule's places follow the bookings", () => {
  it('a booked class has one place fewer, a cancelled booking gives it back', () => {
    const store = new BookingStore({ now: () => NOW });
    expect(store.withChanges('a', OPEN).slots.leftToBook).toBe(4);
    const booked = book(store, 'a', OPEN).body as Obj;
    expect(store.withChanges('a', OPEN).slots).toMatchObject({
      leftToBook: 3,
      leftToBookIncDropin: 3,
    });
    // Another login's schedule is the facility's as the examples give it.
    expect(store.withChanges('b', OPEN)).toBe(OPEN);
    expect(store.withChanges(undefined, OPEN)).toBe(OPEN);
    store.cancelClass('a', booked.groupActivityBooking.id, 'groupActivityBooking', LISTED);
    expect(store.withChanges('a', OPEN).slots.leftToBook).toBe(4);
    // A listed booking cancelled frees its place too, never above the bookable places.
    const listedClass = aClass(120102, 'Aquafit', '2026-03-25T17:00:00.000Z', slots(19));
    store.cancelClass('a', 5512002, 'groupActivityBooking', LISTED);
    expect(store.withChanges('a', listedClass).slots.leftToBook).toBe(20);
  });

  it("the waiting list grows by the customer's place and shrinks when they leave it", () => {
    const store = new BookingStore({ now: () => NOW });
    const queued = book(store, 'a', FULL).body as Obj;
    expect(queued.waitingListBooking.waitingListPosition).toBe(4);
    expect(store.withChanges('a', FULL).slots).toMatchObject({ leftToBook: 0, inWaitingList: 4 });
    store.cancelClass('a', queued.waitingListBooking.id, 'waitingListBooking', LISTED);
    expect(store.withChanges('a', FULL).slots.inWaitingList).toBe(3);
  });
});

describe('a paid treatment is a booking', () => {
  const massage = {
    product: { id: 701, name: 'Massage 50 min' },
    unitPrice: 69500,
    vatRate: 25,
    quantity: 1,
    extra: {
      duration: { start: '2026-03-27T09:00:00.000Z', end: '2026-03-27T09:50:00.000Z' },
      selectedResource: null,
    },
  };

  it("is in the customer's treatment bookings once paid, and can be cancelled", () => {
    const orders = new OrderStore({ now: () => NOW });
    const bookings = new BookingStore({ now: () => NOW });
    const order = (orders.create(HAGA, ANNA).body as Obj).id as number;
    orders.addLine(order, 'services', massage);
    const { token } = orders.startPayment(order, 'https://shop.example/kassa/', 'Kort');
    bookings.keepOrder('a', order);
    const paid = () => bookings.ordersOf('a').flatMap((id) => orders.paidServiceBookings(id));
    // Not paid yet: not booked.
    expect(paid()).toEqual([]);
    orders.completePayment(token!, 'paid', {});
    const listed = [
      {
        id: 660101,
        serviceProduct: { id: 703, name: 'Ansiktsbehandling Classic' },
        businessUnit: HAGA,
        duration: { start: '2026-03-26T14:00:00.000Z', end: '2026-03-26T15:00:00.000Z' },
      },
    ];
    const list = expectContract('GET', '/customers/{customer}/bookings/services', {
      status: 200,
      body: bookings.serviceBookings('a', listed, paid()),
    });
    expect(list.map((b: Obj) => b.serviceProduct.name)).toEqual([
      'Ansiktsbehandling Classic',
      'Massage 50 min',
    ]);
    expect(list[1]).toMatchObject({
      businessUnit: HAGA,
      customer: ANNA,
      duration: massage.extra.duration,
      order: { id: order },
      price: { amount: 69500, currency: 'SEK' },
    });
    expect(bookings.serviceBookings('b', listed, [])).toEqual(listed);
    const id = list[1].id as number;
    expect(bookings.cancelService('a', id, listed, { refundResult: true }, paid()).status).toBe(
      200,
    );
    expect(bookings.serviceBookings('a', listed, paid())).toEqual(listed);
  });
});

describe('customer routes', () => {
  const schedules: Record<string, unknown> = {
    '/businessunits': [HAGA, { id: 3509, name: 'Älvstranden' }],
    '/businessunits/1/groupactivities': [OPEN],
    '/businessunits/3509/groupactivities': [FULL],
    '/customers/4711/bookings/groupactivities': LISTED,
  };
  const ask = async (path: string) => schedules[path];
  const context = (authorization?: string) => ({
    logins: new LoginStore(),
    bookings: new BookingStore({ now: () => NOW }),
    authorization,
    ask,
  });

  it('matches the customer calls: logins, bookings and their cancelling, the profile', () => {
    const q = (search = '') => new URLSearchParams(search);
    expect(matchCustomerRoute('POST', '/auth/login', q())).toEqual({ kind: 'login' });
    expect(matchCustomerRoute('PUT', '/customers/4711', q())).toEqual({ kind: 'updateCustomer' });
    expect(
      matchCustomerRoute(
        'DELETE',
        '/customers/4711/bookings/groupactivities/7760001',
        q('bookingType=waitingListBooking'),
      ),
    ).toEqual({
      kind: 'cancelClass',
      customer: 4711,
      booking: 7760001,
      type: 'waitingListBooking',
    });
    expect(
      matchCustomerRoute('GET', '/customers/4711/bookings/groupactivities/quota', q()),
    ).toBeUndefined();
    expect(
      matchCustomerRoute(
        'DELETE',
        '/customers/4711/bookings/groupactivities/1',
        q('bookingType=x'),
      ),
    ).toBeUndefined();
  });

  it("books the class of the id sent, from whichever facility's schedule has it", async () => {
    const signedIn = context('Bearer token');
    const booked = await answerCustomerCall(
      { kind: 'bookClass', customer: 4711 },
      { groupActivity: FULL.id, allowWaitingList: true },
      EXAMPLE,
      signedIn,
    );
    expect(booked?.body).toMatchObject({
      type: 'waitingListBooking',
      groupActivity: { id: FULL.id, name: 'Aquafit' },
      waitingListBooking: { waitingListPosition: 4 },
    });
    const list = await answerCustomerCall(
      { kind: 'classBookings', customer: 4711 },
      undefined,
      LISTED,
      signedIn,
    );
    expectContract('GET', '/customers/{customer}/bookings/groupactivities', list);
    expect((list?.body as Obj[]).map((b) => b.groupActivity.id)).toEqual([120102, FULL.id]);
    const unknown = await answerCustomerCall(
      { kind: 'bookClass', customer: 4711 },
      { groupActivity: 1, allowWaitingList: true },
      EXAMPLE,
      signedIn,
    );
    expect(unknown).toEqual({ status: 403, body: { errorCode: 'ID_NOT_FOUND' } });
  });

  it("a class's details are the schedule's class of that id, with its places as booked", async () => {
    const q = new URLSearchParams();
    expect(matchCustomerRoute('GET', '/businessunits/3509/groupactivities/5227603', q)).toEqual({
      kind: 'scheduledClass',
      businessUnit: 3509,
      id: 5227603,
    });
    expect(matchCustomerRoute('GET', '/businessunits/3509/groupactivities', q)).toEqual({
      kind: 'schedule',
    });
    const signedIn = context('Bearer token');
    const spinning = { id: 120104, name: 'Spinning 45' };
    const details = (id: number, unit = 3509, at = signedIn) =>
      answerCustomerCall(
        { kind: 'scheduledClass', businessUnit: unit, id },
        undefined,
        spinning,
        at,
      );
    const full = expectContract('GET', '/businessunits/{businessUnit}/groupactivities/{id}', {
      ...(await details(FULL.id)),
    } as Answer);
    expect(full).toEqual(FULL);
    // Not in that facility's schedule: not found, not Prism's Spinning.
    expect((await details(OPEN.id))?.status).toBe(404);
    await answerCustomerCall(
      { kind: 'bookClass', customer: 4711 },
      { groupActivity: FULL.id, allowWaitingList: true },
      EXAMPLE,
      signedIn,
    );
    expect(((await details(FULL.id))?.body as Obj).slots.inWaitingList).toBe(4);
    const schedule = await answerCustomerCall({ kind: 'schedule' }, undefined, [FULL], signedIn);
    expectContract('GET', '/businessunits/{businessUnit}/groupactivities', schedule);
    expect((schedule?.body as Obj[])[0]!.slots.inWaitingList).toBe(4);
  });

  it("without a token, the schedule shows the demo customer's bookings, per login none", async () => {
    const shared = { ...context('Bearer token') };
    await answerCustomerCall(
      { kind: 'bookClass', customer: 4711 },
      { groupActivity: OPEN.id },
      EXAMPLE,
      shared,
    );
    const anonymous = { ...shared, authorization: undefined };
    const seen = await answerCustomerCall({ kind: 'schedule' }, undefined, [OPEN], anonymous);
    expect((seen?.body as Obj[])[0]!.slots.leftToBook).toBe(3);
    const perLogin = { ...anonymous, logins: new LoginStore({ perLogin: true }) };
    expect(await answerCustomerCall({ kind: 'schedule' }, undefined, [OPEN], perLogin)).toBe(
      undefined,
    );
  });

  it("the profile checks the current password; a call without a token keeps Prism's answer", async () => {
    const wrong = await answerCustomerCall(
      { kind: 'updateCustomer' },
      { oldPassword: 'fel', password: 'Bastu2026!' },
      {},
      context('Bearer token'),
    );
    expect(wrong?.status).toBe(422);
    expect(
      await answerCustomerCall(
        { kind: 'updateCustomer' },
        { firstName: 'Anna' },
        {},
        context('Bearer token'),
      ),
    ).toBeUndefined();
    expect(
      await answerCustomerCall({ kind: 'classBookings', customer: 4711 }, undefined, [], context()),
    ).toBeUndefined();
  });
});
