// What the mock serves for the classes pages, and the Stockholm-time formatting the expectations
// are computed with (tests/support/formats.ts: Intl, independently of the app's own date code).
import type { APIRequestContext } from '@playwright/test';
import { DEMO_TOKEN } from '../../support/demo-token';
import { addDays, stockholmDay, stockholmTime, ZONE } from '../../support/formats';

export { addDays, stockholmDay, stockholmTime, ZONE };

export const API = '/brponline/api/ver3';
export const HAGA = 1;

export interface MockClass {
  id: number;
  name: string;
  duration: { start: string; end: string };
  groupActivityProduct: { id: number; name: string };
  businessUnit: { id: number; name: string };
  locations: { id: number; name: string }[];
  instructors: { id: number; name: string }[];
  bookableEarliest: string | null;
  bookableLatest: string | null;
  externalMessage: string | null;
  cancelled: boolean;
  slots: { leftToBook: number; hasWaitingList?: boolean; inWaitingList?: number };
}

export interface MockBooking {
  type: 'groupActivityBooking' | 'waitingListBooking';
  groupActivity: { id: number; name: string };
  duration: { start: string; end: string };
  businessUnit: { name: string };
  waitingListBooking?: { waitingListPosition: number };
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API}${path}`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
  });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

export const loadSchedule = (request: APIRequestContext, site = HAGA) =>
  getJson<MockClass[]>(request, `/businessunits/${site}/groupactivities`);

export const loadMyBookings = (request: APIRequestContext) =>
  getJson<MockBooking[]>(request, '/customers/4711/bookings/groupactivities');

export const loadProducts = (request: APIRequestContext) =>
  getJson<{ id: number; name: string; businessUnits: { id: number }[] }[]>(
    request,
    '/products/groupactivities?webCategory=2',
  );

/** The state the list must show for a class at `now` (spec §5), mirrored in plain terms. */
export function expectedState(c: MockClass, now: number, mine: MockBooking[]): string {
  const booking = mine.find((b) => b.groupActivity.id === c.id);
  if (booking) return booking.type === 'waitingListBooking' ? 'onWaitingList' : 'booked';
  if (c.cancelled) return 'cancelled';
  if (Date.parse(c.duration.start) <= now) return 'past';
  if (c.bookableLatest && Date.parse(c.bookableLatest) < now) return 'tooLate';
  if (c.bookableEarliest && Date.parse(c.bookableEarliest) > now) return 'notYetBookable';
  if (c.slots.leftToBook > 0) return 'open';
  return c.slots.hasWaitingList ? 'waitingList' : 'full';
}
