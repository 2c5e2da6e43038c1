// The class schedule (spec §2 "Schedule", §5, §9): the facility first, then its classes sorted by
// name, three weeks from Monday, the sessions of each Stockholm day (hidden once booking has
// closed), chips and Reset, a week from the address in English, and the failed loads with their
// retries. Printing and the server's HTML are e2e tests (tests/e2e/schedule.spec.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stockholmDay, stockholmTime, type MockClass } from '../e2e/support/classes-data';
import { addDays, weekOf } from '../support/formats';
import { E2E_NOW_MS } from '../e2e/support/clock';
import { ARRIVAL, mockProducts, mockSchedule, preload } from './support/booking';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';

preload(() => import('@/features/classes/schedule/route'));

function dayMonth(day: string, locale: string): string {
  const options = { day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
  return new Intl.DateTimeFormat(locale, options).format(new Date(`${day}T12:00:00Z`));
}

/** What each day of the week must list: "HH:MM Name", sorted by start. */
function expectedWeek(schedule: MockClass[], monday: string, now: number, only?: number[]) {
  const days: Record<string, string[]> = {};
  for (let i = 0; i < 7; i++) days[addDays(monday, i)] = [];
  const visible = schedule
    .filter((c) => !c.cancelled)
    .filter((c) => !c.bookableLatest || Date.parse(c.bookableLatest) >= now)
    .filter((c) => !only || only.includes(c.groupActivityProduct.id))
    .sort((a, b) => Date.parse(a.duration.start) - Date.parse(b.duration.start));
  for (const c of visible)
    days[stockholmDay(c.duration.start)]?.push(`${stockholmTime(c.duration.start)}${c.name}`);
  return days;
}

/** The week as the page shows it: each day's sessions, "HH:MM Name". */
function shownWeek(): Record<string, string[]> {
  return Object.fromEntries(
    screen.queryAllByTestId('schedule-day').map((section) => [
      section.getAttribute('data-day'),
      within(section)
        .queryAllByTestId('schedule-session')
        .map((li) =>
          [...li.children]
            .slice(0, 2)
            .map((c) => c.textContent)
            .join(''),
        ),
    ]),
  );
}

const { monday, number } = weekOf(stockholmDay(E2E_NOW_MS));

test('facility first, then three weeks from Monday and the sessions of each day', async () => {
  const schedule = await mockSchedule();
  const { router } = await openPage('/schema/');
  const print = await screen.findByRole('button', { name: 'Skriv ut' }, ARRIVAL);
  await waitFor(() => expect(document.title).toMatch(/^Schema - /));
  expect(print).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Pass' })).toHaveAttribute('aria-disabled', 'true');
  const weeks = screen.getAllByTestId('week-button');
  expect(weeks).toHaveLength(3);
  weeks.forEach((week, i) => {
    const first = addDays(monday, 7 * i);
    expect(week).toHaveTextContent(
      new RegExp(
        `Vecka ${weekOf(first).number}, ${dayMonth(first, 'sv-SE')} – ${dayMonth(addDays(first, 6), 'sv-SE')}`,
        'i',
      ),
    );
  });
  await expectAccessible();

  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('combobox', { name: 'Anläggning' }));
  await user.click(await screen.findByRole('option', { name: 'Haga' }));
  await waitFor(() => expect(router.state.location.search).toMatch(/site=1/));
  await waitFor(() => expect(print).toBeEnabled());
  const now = Date.now();
  await waitFor(() => expect(shownWeek()).toEqual(expectedWeek(schedule, monday, now)));
});

test('the facility’s classes by name, a class chosen with its chip, and reset', async () => {
  const [schedule, products] = await Promise.all([mockSchedule(), mockProducts()]);
  const { router } = await openPage('/schema/?site=1');
  const print = await screen.findByRole('button', { name: 'Skriv ut' }, ARRIVAL);
  await waitFor(() => expect(print).toBeEnabled(), ARRIVAL);
  const now = Date.now();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('combobox', { name: 'Pass' }));
  const hagaClasses = products
    .filter((p) => p.businessUnits.some((u) => u.id === 1))
    .map((p) => p.name)
    .sort((a, b) => a.localeCompare(b, 'sv'));
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(hagaClasses);
  await user.click(screen.getByRole('option', { name: 'Aquafit' }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(shownWeek()).toEqual(expectedWeek(schedule, monday, now, [22])));
  expect(screen.getByRole('button', { name: 'Ta bort filtret Aquafit' })).toBeInTheDocument();

  // Reset clears the classes and the facility.
  await user.click(screen.getByRole('button', { name: 'Återställ' }));
  await waitFor(() => expect(router.state.location.search).not.toMatch(/site=|class=/));
  await waitFor(() => expect(print).toBeDisabled());
  expect(screen.queryAllByTestId('schedule-session')).toHaveLength(0);
});

test('English, a week from the address, and a failing load with a retry that keeps the choices', async () => {
  const schedule = await mockSchedule(3509);
  scenario('GET', '/businessunits/3509/groupactivities', 'code=503');
  await openPage('/en/schema/?site=3509&week=1');
  const retry = await screen.findByRole('button', { name: 'Try again' }, ARRIVAL);
  await waitFor(() => expect(document.title).toMatch(/^Schedule - /));
  expect(screen.getByRole('button', { name: 'Remove the filter Älvstranden' })).toBeInTheDocument();
  clearScenarios();
  await userEvent.setup({ delay: null }).click(retry);
  const nextMonday = addDays(monday, 7);
  await waitFor(() =>
    expect(screen.getAllByTestId('week-button')[1]).toHaveAttribute('aria-pressed', 'true'),
  );
  await waitFor(() => expect(shownWeek()).toEqual(expectedWeek(schedule, nextMonday, Date.now())));
  expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${nextMonday}T12:00:00Z`)),
  );
  expect(screen.getAllByTestId('week-button')[0]).toHaveTextContent(`Week ${number}, `);
  await expectAccessible();
});

test('when the classes cannot be loaded the schedule says so, still shows every session, and retries', async () => {
  scenario('GET', '/products/groupactivities', 'code=503');
  await openPage('/schema/?site=1');
  const alert = await waitFor(() => {
    const found = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes('Passen kunde inte hämtas'));
    expect(found).toBeDefined();
    return found!;
  }, ARRIVAL);
  await waitFor(() => expect(screen.getAllByTestId('schedule-session').length).toBeGreaterThan(0));
  clearScenarios();
  const user = userEvent.setup({ delay: null });
  await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
  await waitFor(() => expect(alert).not.toBeInTheDocument());
  await user.click(screen.getByRole('combobox', { name: 'Pass' }));
  expect((await screen.findAllByRole('option')).length).toBeGreaterThan(0);
});
