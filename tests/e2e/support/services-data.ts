// What the mock serves for the service time page (spec §2 "Service time selection page"), read
// straight from the mock so expectations follow its data, not copies of it.
import type { APIRequestContext } from '@playwright/test';
import { kronor } from '../../support/formats';
import { API, HAGA, stockholmDay, stockholmTime } from './classes-data';

export { kronor };

export const MASSAGE = 701;

export interface MockSlot {
  duration: { start: string; end: string };
  price: { amount: number };
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()}`);
  return (await response.json()) as T;
}

export const loadSlots = async (request: APIRequestContext, site = HAGA) =>
  json<MockSlot[]>(
    await request.get(`${API}/products/services/${MASSAGE}/suggestions?businessUnit=${site}`),
  );

/** The slots of each Stockholm day, earliest first. */
export function slotsByDay(slots: MockSlot[]): Map<string, MockSlot[]> {
  const days = new Map<string, MockSlot[]>();
  for (const slot of [...slots].sort((a, b) => a.duration.start.localeCompare(b.duration.start))) {
    const day = stockholmDay(slot.duration.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}

/** The first day with free times, and its slots: the day the page opens on without `?day=`. */
export function firstDayWithTimes(slots: MockSlot[]): { day: string; daySlots: MockSlot[] } {
  const [day, daySlots] = [...slotsByDay(slots)][0] ?? [];
  if (!day || !daySlots) throw new Error('the mock serves no free times');
  return { day, daySlots };
}

/** '09:00–09:50' as the page shows a slot. */
export const slotTime = (slot: MockSlot) =>
  `${stockholmTime(slot.duration.start)}–${stockholmTime(slot.duration.end)}`;
