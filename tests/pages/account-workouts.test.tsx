// Member area "Workouts" (spec §2 "Workouts", §7 workouts and workoutssummary): the periods the
// page asks for, and per week, month (default) or year the table beside the chart, which holds the
// same numbers for screen readers; the empty and failed states. The chart's SVG (its bars and
// their labels) and contrast are e2e tests: jsdom lays nothing out.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Workout, WorkoutSummary } from '@generated/booking/model';
import { E2E_NOW, E2E_NOW_MS } from '../e2e/support/clock';
import { BOOKING_API_PATH } from '@/lib/env';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';
import { watchCalls } from './support/calls';
import { mockJson } from './support/mock-answers';

const MONTH_KEYS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const WORKOUTS = /\/customers\/4711\/workouts$/;
const SUMMARY = /\/customers\/4711\/workoutssummary$/;

/** The test clock's day in Stockholm as [year, month 1-12], independent of the app's code. */
function stockholmYearMonth(): [number, number] {
  const [year, month] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' })
    .format(E2E_NOW)
    .split('-')
    .map(Number);
  return [year!, month!];
}

/** Opens the page; returns the two calls it made and what the mock answered them. */
async function openWorkouts(path: string) {
  const workouts = watchCalls({ method: 'GET', url: WORKOUTS });
  const summaries = watchCalls({ method: 'GET', url: SUMMARY });
  await openPage(path, { signedIn: true });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(workouts.calls.length * summaries.calls.length).toBe(1));
  const workoutsUrl = new URL(workouts.calls[0]!.address);
  const summaryUrl = new URL(summaries.calls[0]!.address);
  // What the mock answers the same calls.
  const answer = <T,>(url: URL) =>
    mockJson<T>(`${url.pathname.replace(BOOKING_API_PATH, '')}${url.search}`);
  return {
    workoutsUrl,
    summaryUrl,
    workouts: await answer<Workout[]>(workoutsUrl),
    summaries: await answer<WorkoutSummary[]>(summaryUrl),
  };
}

/** The table beside the chart: one row per bar, [period, count]. */
function tableRows(): [string, number][] {
  return [...document.querySelectorAll('table tbody tr')].map((row) => {
    const cells = [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
    return [cells[0]!, Number(cells[1])];
  });
}

async function findTableRows(count: number): Promise<[string, number][]> {
  await waitFor(() => expect(tableRows()).toHaveLength(count));
  return tableRows();
}

test('asks for the last ten weeks from a Monday and for the current year and the two before', async () => {
  const { workoutsUrl, summaryUrl } = await openWorkouts('/mina-sidor/workouts/');
  const [year] = stockholmYearMonth();
  const start = new Date(workoutsUrl.searchParams.get('period.start')!);
  const end = new Date(workoutsUrl.searchParams.get('period.end')!);
  const startInStockholm = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Stockholm',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(start);
  expect(startInStockholm).toBe('Monday 00:00');
  // Nine whole weeks before this week's Monday, plus the days of this week so far.
  const days = (end.getTime() - start.getTime()) / 86_400_000;
  expect(days).toBeGreaterThanOrEqual(63);
  expect(days).toBeLessThan(70);
  // To the end of today in Stockholm.
  const endInStockholm = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Stockholm',
    hour: '2-digit',
    minute: '2-digit',
  }).format(end);
  expect(endInStockholm).toBe('23:59');
  expect(end.getTime() - E2E_NOW_MS).toBeGreaterThan(0);
  expect(end.getTime() - E2E_NOW_MS).toBeLessThan(86_400_000);
  expect(summaryUrl.searchParams.get('period.start')).toBe(String(year - 2));
  expect(summaryUrl.searchParams.get('period.end')).toBe(String(year));
});

test('shows this year per month by default, the current month labelled, in Swedish', async () => {
  const data = await openWorkouts('/mina-sidor/workouts/');
  const [year, month] = stockholmYearMonth();
  expect(document.title).toMatch(/^Träningsstatistik - /);
  const group = screen.getByRole('group', { name: 'Visa per' });
  expect(within(group).getByRole('button', { name: 'Månad' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByRole('heading', { name: 'Träningspass per månad i år' })).toBeVisible();
  // January up to this month; the last is 'Denna månad'.
  const thisYear = data.summaries.find((s) => s.year === year)!;
  const rows = await findTableRows(month);
  expect(rows.map(([, count]) => count)).toEqual(
    MONTH_KEYS.slice(0, month).map((key) => thisYear[key]),
  );
  expect(rows.at(-1)![0]).toMatch(/^Denna månad: /);
  expect(rows.filter(([period]) => period.startsWith('Denna månad'))).toHaveLength(1);
  await expectAccessible();
});

test('switches to ten weeks, the current one labelled, every workout counted', async () => {
  const data = await openWorkouts('/mina-sidor/workouts/');
  await findTableRows(stockholmYearMonth()[1]);
  await userEvent.click(screen.getByRole('button', { name: 'Vecka' }));
  expect(
    await screen.findByRole('heading', { name: 'Träningspass per vecka de senaste tio veckorna' }),
  ).toBeVisible();
  const rows = await findTableRows(10);
  expect(rows.at(-1)![0]).toMatch(/^Denna vecka: Vecka \d+ /);
  expect(rows.filter(([period]) => period.startsWith('Denna vecka'))).toHaveLength(1);
  expect(rows.reduce((sum, [, count]) => sum + count, 0)).toBe(data.workouts.length);
});

test('switches to the yearly totals of three years', async () => {
  const data = await openWorkouts('/mina-sidor/workouts/');
  const [year] = stockholmYearMonth();
  await findTableRows(stockholmYearMonth()[1]);
  await userEvent.click(screen.getByRole('button', { name: 'År' }));
  expect(await screen.findByRole('heading', { name: 'Träningspass per år' })).toBeVisible();
  await waitFor(() =>
    expect(tableRows()).toEqual(
      [year - 2, year - 1, year].map((y) => [
        String(y),
        data.summaries.find((s) => s.year === y)?.total ?? 0,
      ]),
    ),
  );
});

test('labels the current week and month in English', async () => {
  await openWorkouts('/en/mina-sidor/workouts/');
  const [, month] = stockholmYearMonth();
  expect(document.title).toMatch(/^Workouts - /);
  expect(screen.getByRole('heading', { name: 'Workouts per month this year' })).toBeVisible();
  expect((await findTableRows(month)).at(-1)![0]).toMatch(/^This month: /);
  await userEvent.click(screen.getByRole('button', { name: 'Week' }));
  expect(
    await screen.findByRole('table', { name: /per week over the last ten weeks/ }),
  ).toBeInTheDocument();
  expect((await findTableRows(10)).at(-1)![0]).toMatch(/^This week: Week \d+ /);
});

test('says so when there are no workouts', async () => {
  scenario('GET', '/customers/*/workouts', 'example=empty');
  scenario('GET', '/customers/*/workoutssummary', 'example=empty');
  await openWorkouts('/mina-sidor/workouts/');
  const empty = 'Du har inga registrerade träningspass under perioden.';
  expect(await screen.findByText(empty)).toBeVisible();
  expect(screen.queryByTestId('workout-chart')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Vecka' }));
  expect(await screen.findByText(empty)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'År' }));
  expect(await screen.findByText(empty)).toBeVisible();
  expect(screen.queryByTestId('workout-chart')).toBeNull();
  await expectAccessible();
});

test('shows an error with a retry when the summary fails, while weeks still work', async () => {
  scenario('GET', '/customers/*/workoutssummary', 'code=403');
  await openPage('/en/mina-sidor/workouts/', { signedIn: true });
  expect(
    await screen.findByText('Your workout statistics could not be loaded right now.'),
  ).toBeVisible();
  await expectAccessible();
  await userEvent.click(screen.getByRole('button', { name: 'Week' }));
  await findTableRows(10);
  await userEvent.click(screen.getByRole('button', { name: 'Month' }));
  clearScenarios();
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  await findTableRows(stockholmYearMonth()[1]);
});
