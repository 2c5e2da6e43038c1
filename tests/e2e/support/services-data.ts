// What the mock serves for the service time page (spec §2 "Service time selection page"), read
// straight from the mock so expectations follow its data, not copies of it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { kronor } from '../../support/formats';
import { addDays, API, HAGA, stockholmDay, stockholmTime } from './classes-data';

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

/**
 * The day of an instant in Stockholm as the cart and the receipt write it ("26 mars",
 * "March 26"), computed with Intl, not with the app's code.
 */
export const cartDay = (start: string, language: 'sv' | 'en') =>
  new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-US', {
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(start));

/** '09:00–09:50' as the page shows a slot. */
export const slotTime = (slot: MockSlot) =>
  `${stockholmTime(slot.duration.start)}–${stockholmTime(slot.duration.end)}`;

/**
 * Picks the second open time of the day after tomorrow on a treatment's page (not the first of
 * anything, nor an example's) and returns its start and its shown time. `days` is the name of the
 * day strip in the page's language.
 */
export async function pickSecondTimeInTwoDays(
  page: Page,
  days: string,
): Promise<{ start: string; time: string }> {
  const day = addDays(stockholmDay(await page.evaluate(() => Date.now())), 2);
  const dayButton = page.getByRole('navigation', { name: days }).locator(`[data-day="${day}"]`);
  await dayButton.click();
  await expect(dayButton).toHaveAttribute('aria-pressed', 'true');
  const slot = page.getByTestId('slot').nth(1);
  await expect
    .poll(async () => stockholmDay((await slot.getAttribute('data-start')) ?? 0))
    .toBe(day);
  const start = (await slot.getAttribute('data-start'))!;
  const time = (await slot.getByTestId('slot-time').textContent())!;
  await slot.getByRole('button').click();
  return { start, time };
}
