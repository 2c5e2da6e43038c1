// What the booking pages' tests share (treatments, classes, the schedule, booking rules): the mock's
// own data read straight from it (support/mock-answers.ts), so expectations follow its data and not
// copies of it.
import type { MockBooking, MockClass } from '../../e2e/support/classes-data';
import { MASSAGE, type MockSlot } from '../../e2e/support/services-data';
import { mockJson } from './mock-answers';

export const mockSlots = (site = 1) =>
  mockJson<MockSlot[]>(`/products/services/${MASSAGE}/suggestions?businessUnit=${site}`);
export const mockSchedule = (site = 1) =>
  mockJson<MockClass[]>(`/businessunits/${site}/groupactivities`);
export const mockMyBookings = () =>
  mockJson<MockBooking[]>('/customers/4711/bookings/groupactivities');
export const mockProducts = () =>
  mockJson<{ id: number; name: string; businessUnits: { id: number }[] }[]>(
    '/products/groupactivities?webCategory=2',
  );

/** A day button of the strip (services' 7 days, classes' 14). */
export function stripDay(strip: HTMLElement, day: string): HTMLElement {
  const button = strip.querySelector<HTMLElement>(`[data-day="${day}"]`);
  if (!button) throw new Error(`no day ${day} in the strip`);
  return button;
}

/**
 * Loads the page's modules once before the file's tests: on a loaded two-core machine their first
 * transform took longer than a test's wait for the first heading. Loading, not waiting.
 */
export function preload(...modules: (() => Promise<unknown>)[]): void {
  beforeAll(async () => {
    await Promise.all([import('@/app/language-layout'), ...modules.map((load) => load())]);
  }, 120_000);
}

/**
 * For a page's first state (its modules, its first answers, a failed call's one retry): on a
 * loaded two-core machine that took longer than Testing Library's 10 s. A safety net, not a wait.
 */
export const ARRIVAL = { timeout: 30_000 };
