// The customer's own bookings (issue 41, spec §4): a class booked is in their bookings, a full
// class with a waiting list puts them in its queue with their place in it, and a cancelled booking
// is gone, for classes and treatments alike. Kept per world (mocks/login-store.ts) as changes to
// the list Prism serves (the contract's example bookings), which stays the starting point. The
// schedule's free places and queue lengths follow the same changes, and a treatment paid in the
// checkout is among the treatment bookings.
import type { Answer } from './order-store.ts';
import { NOT_FOUND } from './order-store.ts';

type Obj = Record<string, unknown>;

/** A class of the schedule (the contract's GroupActivity), as far as booking it needs. */
export interface ScheduledClass {
  id: number;
  name: string;
  duration: { start: string; end: string };
  businessUnit: { id: number; name: string };
  cancelled?: boolean;
  bookableEarliest?: string | null;
  bookableLatest?: string | null;
  bookableEarliestExtended?: string | null;
  bookableLatestExtended?: string | null;
  slots: { leftToBook: number; hasWaitingList?: boolean; inWaitingList?: number | null };
}

export type BookingType = 'groupActivityBooking' | 'waitingListBooking';

/** A class booking or waiting-list place (the contract's GroupActivityBooking). */
export interface ClassBooking extends Obj {
  type: BookingType;
  groupActivity: { id: number; name: string };
  duration: { start: string; end?: string };
  groupActivityBooking?: { id: number };
  waitingListBooking?: { id: number; waitingListPosition: number };
}

/** What the world's bookings changed in one class: free places and waiting-list length. */
interface SlotChange {
  places: number;
  queue: number;
}

interface WorldBookings {
  booked: ClassBooking[];
  /** `${type}:${id}` of each class booking cancelled. */
  cancelled: Set<string>;
  cancelledServices: Set<number>;
  /** By class id. */
  slots: Map<number, SlotChange>;
  /** The orders the world paid for (their treatments are its bookings). */
  orders: number[];
}

// Far from the contract's example ids (bookings 5512xxx, waiting lists 7730xxx).
const FIRST_BOOKING_ID = 5600001;
const FIRST_WAITING_LIST_ID = 7760001;

const refused = (errorCode: string, extra: Obj = {}): Answer => ({
  status: 403,
  body: { errorCode, ...extra },
});

/** The id to cancel a class booking with: under the object its type names. */
export function bookingIdOf(booking: ClassBooking): number | undefined {
  return booking.type === 'waitingListBooking'
    ? booking.waitingListBooking?.id
    : booking.groupActivityBooking?.id;
}

const minutesBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

export interface BookingStoreOptions {
  /** The mock's clock (its fixed instant in the tests, time running on). */
  now?: () => Date;
}

export class BookingStore {
  private readonly worlds = new Map<string, WorldBookings>();
  private readonly now: () => Date;
  private nextBooking = FIRST_BOOKING_ID;
  private nextWaitingList = FIRST_WAITING_LIST_ID;

  constructor(options: BookingStoreOptions = {}) {
    this.now = options.now ?? (() => new Date());
  }

  /** The world's class bookings: `listed` (Prism's) and the booked ones, less the cancelled. */
  classBookings(world: string, listed: ClassBooking[]): ClassBooking[] {
    const { booked, cancelled } = this.of(world);
    return [...listed, ...booked]
      .filter((b) => !cancelled.has(`${b.type}:${bookingIdOf(b)}`))
      .sort((a, b) => Date.parse(a.duration.start) - Date.parse(b.duration.start));
  }

  /**
   * Books `activity` as BRP does: a place while there is one, else (when the customer allows it)
   * the last place in the waiting list; refused with BRP's error codes otherwise. `example` is
   * the contract's answer (the customer and the facility's fields).
   */
  bookClass(
    world: string,
    activity: ScheduledClass,
    listed: ClassBooking[],
    { allowWaitingList, example }: { allowWaitingList: boolean; example: Obj },
  ): Answer {
    const mine = this.classBookings(world, listed).find((b) => b.groupActivity.id === activity.id);
    if (mine)
      return refused(
        mine.type === 'waitingListBooking' ? 'ALREADY_ON_WAITING_LIST' : 'ALREADY_BOOKED',
      );
    const refusal = this.refusal(activity);
    if (refusal) return refusal;
    const { leftToBook, hasWaitingList, inWaitingList } = this.withChanges(world, activity).slots;
    const common = {
      groupActivity: { id: activity.id, name: activity.name },
      businessUnit: activity.businessUnit,
      ...(example.customer ? { customer: example.customer } : {}),
      duration: activity.duration,
    };
    let booking: ClassBooking;
    if (leftToBook > 0) {
      booking = {
        type: 'groupActivityBooking',
        ...common,
        groupActivityBooking: { id: this.nextBooking++ },
        additionToEventBooking: null,
        checkedIn: null,
      };
    } else if (hasWaitingList && allowWaitingList) {
      const position = (inWaitingList ?? 0) + 1;
      booking = {
        type: 'waitingListBooking',
        ...common,
        waitingListBooking: { id: this.nextWaitingList++, waitingListPosition: position },
      };
    } else {
      return refused('NO_FREE_SLOTS_AVAILABLE');
    }
    this.of(world).booked.push(booking);
    if (booking.type === 'groupActivityBooking') this.changeSlots(world, activity.id, -1, 0);
    else this.changeSlots(world, activity.id, 0, 1);
    return { status: 201, body: booking };
  }

  /** DELETE of a class booking or waiting-list place the world has: gone from its list. */
  cancelClass(world: string, id: number, type: BookingType, listed: ClassBooking[]): Answer {
    const found = this.classBookings(world, listed).find(
      (b) => b.type === type && bookingIdOf(b) === id,
    );
    if (!found) return NOT_FOUND;
    this.of(world).cancelled.add(`${type}:${id}`);
    if (type === 'groupActivityBooking') this.changeSlots(world, found.groupActivity.id, 1, 0);
    else this.changeSlots(world, found.groupActivity.id, 0, -1);
    return { status: 204 };
  }

  /**
   * A class of the schedule with the world's changes to its places: one place fewer for each
   * class booked, one more for each cancelled, and likewise the waiting list's length.
   */
  withChanges<T extends ScheduledClass>(world: string | undefined, activity: T): T {
    const change = world === undefined ? undefined : this.worlds.get(world)?.slots.get(activity.id);
    if (!change) return activity;
    const slots = activity.slots as ScheduledClass['slots'] & Obj;
    const bookable = typeof slots.totalBookable === 'number' ? slots.totalBookable : Infinity;
    const left = Math.min(bookable, Math.max(0, slots.leftToBook + change.places));
    const moved = left - slots.leftToBook;
    return {
      ...activity,
      slots: {
        ...slots,
        leftToBook: left,
        ...(typeof slots.leftToBookIncDropin === 'number'
          ? { leftToBookIncDropin: Math.max(0, slots.leftToBookIncDropin + moved) }
          : {}),
        ...(slots.hasWaitingList
          ? { inWaitingList: Math.max(0, (slots.inWaitingList ?? 0) + change.queue) }
          : {}),
      },
    };
  }

  /** An order the world paid for: its treatments are among its bookings from now on. */
  keepOrder(world: string, order: number): void {
    const { orders } = this.of(world);
    if (!orders.includes(order)) orders.push(order);
  }

  /** The orders the world paid for, oldest first. */
  ordersOf(world: string): number[] {
    return [...this.of(world).orders];
  }

  /**
   * The world's treatment bookings: `listed` (Prism's) and `paid` (the treatments of the orders
   * it paid for), less the cancelled, in start order.
   */
  serviceBookings(world: string, listed: Obj[], paid: Obj[] = []): Obj[] {
    const { cancelledServices } = this.of(world);
    const start = (b: Obj) => Date.parse(String((b.duration as Obj | undefined)?.start));
    return [...listed, ...paid]
      .filter((b) => !cancelledServices.has(Number(b.id)))
      .sort((a, b) => start(a) - start(b));
  }

  /** DELETE of a treatment booking the world has; `answer` is Prism's (the refund's result). */
  cancelService(
    world: string,
    id: number,
    listed: Obj[],
    answer: unknown,
    paid: Obj[] = [],
  ): Answer {
    if (!this.serviceBookings(world, listed, paid).some((b) => Number(b.id) === id))
      return NOT_FOUND;
    this.of(world).cancelledServices.add(id);
    return { status: 200, body: answer };
  }

  /** BRP's refusal of a class that cannot be booked now, whatever its places. */
  private refusal(activity: ScheduledClass): Answer | undefined {
    if (activity.cancelled) return refused('CANNOT_BOOK_CANCELLED_ACTIVITY');
    const now = this.now().toISOString();
    const { start } = activity.duration;
    const latest = activity.bookableLatestExtended ?? activity.bookableLatest ?? start;
    if (Date.parse(latest) < Date.parse(now) || Date.parse(start) <= Date.parse(now))
      return refused('TOO_LATE_TO_BOOK', {
        minutesBefore: Math.max(0, minutesBetween(latest, start)),
      });
    const earliest = activity.bookableEarliestExtended ?? activity.bookableEarliest;
    if (earliest && Date.parse(earliest) > Date.parse(now))
      return refused('TOO_EARLY_TO_BOOK', { earliestTimepoint: earliest });
    return undefined;
  }

  private changeSlots(world: string, activity: number, places: number, queue: number): void {
    const { slots } = this.of(world);
    const change = slots.get(activity) ?? { places: 0, queue: 0 };
    slots.set(activity, { places: change.places + places, queue: change.queue + queue });
  }

  private of(world: string): WorldBookings {
    let found = this.worlds.get(world);
    if (!found) {
      found = {
        booked: [],
        cancelled: new Set(),
        cancelledServices: new Set(),
        slots: new Map(),
        orders: [],
      };
      this.worlds.set(world, found);
    }
    return found;
  }
}
