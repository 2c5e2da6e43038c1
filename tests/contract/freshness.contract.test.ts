// The mock's data is fresh: example dates are moved to today (Stockholm) and the schedules are generated.
import { describe, expect, it } from 'vitest';
import { login } from '@generated/booking/endpoints/auth/auth';
import { listGroupActivityBookings } from '@generated/booking/endpoints/bookings/bookings';
import { listGroupActivities } from '@generated/booking/endpoints/catalogue/catalogue';
import { listGroupActivityBookings200Response } from '@generated/booking/zod/bookings/bookings.zod';
import { listGroupActivities200Response } from '@generated/booking/zod/catalogue/catalogue.zod';
import { addDays, stockholmToday, toStockholm } from '../../mocks/stockholm-time';
import { CUSTOMER, LOGIN, SITES } from './cases';
import { CONTRACT_NOW, CONTRACT_NOW_MS } from './clock';
import { signIn, signOut } from './transport';

const HOUR = 3_600_000;
const stockholmDay = (iso: string) => toStockholm(new Date(iso)).day;

describe('fresh mock data', () => {
  it.each(SITES)(
    'the schedule of site %i has classes on each of the next 14 days',
    async (site) => {
      signOut();
      const classes = listGroupActivities200Response.parse(await listGroupActivities(site));
      expect(classes.every((c) => c.businessUnit.id === site)).toBe(true);
      // The mock runs on the tests' fixed clock (mid-morning), so today still has classes to book.
      const today = stockholmToday(CONTRACT_NOW);
      const days = new Set(classes.map((c) => stockholmDay(c.duration.start)));
      const required = Array.from({ length: 14 }, (_, i) => addDays(today, i));
      expect(
        required.filter((day) => !days.has(day)),
        'days without classes',
      ).toEqual([]);
      expect(
        [...days].filter((day) => day < today),
        'days before today',
      ).toEqual([]);
    },
  );

  it("the customer's class bookings include one within 24 hours and one tomorrow", async () => {
    signOut();
    signIn((await login(LOGIN)).access_token);
    const bookings = listGroupActivityBookings200Response.parse(
      await listGroupActivityBookings(CUSTOMER),
    );
    const now = CONTRACT_NOW_MS;
    const starts = bookings.map((b) => b.duration.start);
    const tomorrow = addDays(stockholmToday(CONTRACT_NOW), 1);
    expect(
      starts.some((s) => Date.parse(s) > now && Date.parse(s) - now <= 24 * HOUR),
      `a booking starting within 24 hours of now, got ${starts.join(', ')}`,
    ).toBe(true);
    expect(
      starts.some((s) => stockholmDay(s) === tomorrow),
      `a booking on ${tomorrow}`,
    ).toBe(true);
  });
});
