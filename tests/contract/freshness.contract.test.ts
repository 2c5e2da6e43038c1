// The mock's data is fresh: example dates are moved to today (Stockholm) and the schedules are generated.
import { describe, expect, it } from 'vitest';
import { login } from '@generated/booking/endpoints/auth/auth';
import { listGroupActivityBookings } from '@generated/booking/endpoints/bookings/bookings';
import { listGroupActivities } from '@generated/booking/endpoints/catalogue/catalogue';
import { listGroupActivityBookingsResponse } from '@generated/booking/zod/bookings/bookings.zod';
import { listGroupActivitiesResponse } from '@generated/booking/zod/catalogue/catalogue.zod';
import { session } from '@/lib/session';
import { addDays, stockholmToday, toStockholm } from '../../mocks/stockholm-time';
import { CUSTOMER, HAGA, LOGIN, SITES } from './cases';

const HOUR = 3_600_000;
const stockholmDay = (iso: string) => toStockholm(new Date(iso)).day;

describe('fresh mock data', () => {
  it.each(SITES)(
    'the schedule of site %i has classes on each of the next 14 days',
    async (site) => {
      session.end();
      const classes = listGroupActivitiesResponse.parse(await listGroupActivities(site));
      expect(classes.every((c) => c.businessUnit.id === site)).toBe(true);
      const today = stockholmToday();
      const days = new Set(classes.map((c) => stockholmDay(c.duration.start)));
      // Like the real API, the mock drops today's classes once booking has closed, so late in the day only
      // Haga (which always keeps its "too late to book" class) is sure to have one today.
      const required = Array.from({ length: 14 }, (_, i) => addDays(today, i)).filter(
        (day, i) => i > 0 || site === HAGA || days.has(day),
      );
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
    const answer = await login(LOGIN);
    session.start(answer.access_token, Number(answer.username));
    const bookings = listGroupActivityBookingsResponse.parse(
      await listGroupActivityBookings(CUSTOMER),
    );
    const now = Date.now();
    const starts = bookings.map((b) => b.duration.start);
    const tomorrow = addDays(stockholmToday(), 1);
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
