// Issue 42's course pages (kurser/, courses/ and a course below them), through the real server's
// gateway and the mock: the list per facility and its empty, failed (with retry) and malformed
// states; a course's rounds (occasions, places, price, minimum age, fully booked), the
// participant's bad input, the age limit (spec §8), an unknown course, a course with no rounds,
// and the loading state, in both languages. The purchase journey is e2e
// (tests/e2e/shop-courses-entries.spec.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { E2E_NOW_MS } from '../e2e/support/clock';
import { stockholmDay } from '../e2e/support/classes-data';
import { ARRIVAL, preload } from './support/booking';
import { holdCalls } from './support/calls';
import { retryAtOnce } from './support/faults';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';
import { withStoredOrder } from './support/stored-order';

preload(
  () => import('@/features/courses/list/route'),
  () => import('@/features/courses/page/route'),
);

const year = Number(stockholmDay(E2E_NOW_MS).slice(0, 4));
const saturdays = () =>
  screen.findByRole('listitem', { name: 'Simskola Baddaren vt 2026' }, ARRIVAL);

beforeEach(() => {
  localStorage.clear();
  clearScenarios();
  retryAtOnce();
});

test('the list shows the facility’s courses, each leading to its page', async () => {
  await openPage('/kurser/?site=1');
  const courses = await screen.findAllByTestId('course', {}, ARRIVAL);
  expect(courses).toHaveLength(2);
  // The facilities come in a call of their own, which may answer after the courses.
  expect(await screen.findByRole('combobox', { name: 'Anläggning' }, ARRIVAL)).toHaveTextContent(
    'Haga',
  );
  expect(screen.getByRole('link', { name: 'Se datum och boka Simskola Baddaren' })).toHaveAttribute(
    'href',
    '/kurser/610/?site=1',
  );
  await expectAccessible();
});

test('no courses at the facility says so', async () => {
  scenario('GET', '/products/events', 'example=empty');
  await openPage('/kurser/?site=1');
  expect(await screen.findByTestId('courses-empty', {}, ARRIVAL)).toHaveTextContent(
    'Det finns inga kurser att boka på Haga just nu.',
  );
});

test('a failed list says so and retries in place', async () => {
  scenario('GET', '/products/events', 'code=500');
  await openPage('/kurser/?site=1');
  const said = await screen.findByText(/^Det gick inte att ladda kurserna\./, {}, ARRIVAL);
  const alert = said.closest<HTMLElement>('[role="alert"]')!;
  clearScenarios();
  await userEvent
    .setup({ delay: null })
    .click(within(alert).getByRole('button', { name: 'Försök igen' }));
  expect(await screen.findAllByTestId('course', {}, ARRIVAL)).toHaveLength(2);
});

test('in English, an answer in the wrong shape is a failure, not a crash', async () => {
  scenario('GET', '/products/events', 'fault=malformed');
  await openPage('/en/courses/?site=1');
  expect(
    await screen.findByText(/^The courses could not be loaded\./, {}, ARRIVAL),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Courses');
});

test('a course shows every occasion, places left, price per participant, minimum age and a full round', async () => {
  await openPage('/kurser/610/?site=1');
  const round = await saturdays();
  expect(within(round).getByTestId('round-occasions').querySelectorAll('li')).toHaveLength(8);
  expect(within(round).getByTestId('round-left')).toHaveTextContent('4 platser kvar');
  expect(within(round).getByTestId('round-price')).toHaveTextContent(/950\skr per deltagare/);
  expect(within(round).getByTestId('round-age')).toHaveTextContent('Från 4 år');
  const full = screen.getByRole('listitem', { name: 'Simskola Baddaren vt 2026, söndagar' });
  expect(within(full).getByTestId('round-state')).toHaveTextContent('Fullbokad');
  // A full round takes no participant.
  expect(within(full).queryByRole('button', { name: 'Lägg i kundvagnen' })).toBeNull();
  await expectAccessible();
});

test('bad input in every field, and a participant below the age limit, keep what was typed', async () => {
  await openPage('/kurser/610/?site=1');
  const round = await saturdays();
  const user = userEvent.setup({ delay: null });
  await user.click(within(round).getByRole('button', { name: 'Lägg i kundvagnen' }));
  expect(within(round).getByText('Ange deltagarens förnamn.')).toBeInTheDocument();
  expect(within(round).getByText('Ange deltagarens efternamn.')).toBeInTheDocument();
  expect(within(round).getByText('Ange deltagarens födelsedatum.')).toBeInTheDocument();
  await user.type(within(round).getByLabelText(/Deltagarens förnamn/), 'Elsa');
  await user.type(within(round).getByLabelText(/Deltagarens efternamn/), 'Lindqvist');
  await user.type(within(round).getByLabelText(/Deltagarens födelsedatum/), '14/05/2020');
  await user.click(within(round).getByRole('button', { name: 'Lägg i kundvagnen' }));
  expect(
    within(round).getByText('Ange ett giltigt födelsedatum som ÅÅÅÅ-MM-DD.'),
  ).toBeInTheDocument();
  const birth = within(round).getByLabelText(/Deltagarens födelsedatum/);
  await user.clear(birth);
  await user.type(birth, `${year - 2}-01-01`);
  await user.click(within(round).getByRole('button', { name: 'Lägg i kundvagnen' }));
  expect(within(round).getByText('Du måste vara minst 4 år.')).toBeInTheDocument();
  expect(within(round).getByLabelText(/Deltagarens förnamn/)).toHaveValue('Elsa');
  expect(localStorage.getItem('ORDER_ID')).toBeNull();
});

test('in English: the age limit’s text, then the course in the cart', async () => {
  await openPage('/en/courses/610/?site=1');
  const round = await saturdays();
  const user = userEvent.setup({ delay: null });
  await user.type(within(round).getByLabelText(/first name/), 'Elsa');
  await user.type(within(round).getByLabelText(/last name/), 'Lindqvist');
  const birth = within(round).getByLabelText(/date of birth/);
  await user.type(birth, `${year - 3}-12-31`);
  await user.click(within(round).getByRole('button', { name: 'Add to cart' }));
  expect(within(round).getByText('You must be at least 4 years old.')).toBeInTheDocument();
  await user.clear(birth);
  await user.type(birth, `${year - 6}-05-14`);
  await user.click(within(round).getByRole('button', { name: 'Add to cart' }));
  expect(await within(round).findByTestId('course-added', {}, ARRIVAL)).toHaveTextContent(
    'The course is in your cart.',
  );
  expect(Number(localStorage.getItem('ORDER_ID'))).toBeGreaterThan(0);
  await waitFor(() =>
    expect(screen.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 1 item'),
  );
});

test('an unknown course says so', async () => {
  await openPage('/kurser/77/?site=1');
  expect(
    await screen.findByText('Vi hittar inte den här kursen. Välj en kurs i listan.', {}, ARRIVAL),
  ).toBeInTheDocument();
});

test('a course without rounds at the facility says so', async () => {
  scenario('GET', '/businessunits/3509/events', 'example=empty');
  await openPage('/kurser/610/?site=3509');
  expect(await screen.findByTestId('rounds-empty', {}, ARRIVAL)).toHaveTextContent(
    'Kursen har inga kommande tillfällen på Älvstranden.',
  );
});

test('the course says it is loading until it has come', async () => {
  const held = holdCalls('GET', /\/products\/events\/610/);
  await openPage('/kurser/610/?site=1');
  expect(await screen.findByText('Laddar kursen...', {}, ARRIVAL)).toBeInTheDocument();
  held.release();
  expect(await saturdays()).toBeInTheDocument();
});

test('a cart at another facility is offered to be emptied before the course’s facility changes', async () => {
  const user = userEvent.setup({ delay: null });
  const stored = withStoredOrder();
  const { router } = await openPage('/kurser/610/?site=1', { cart: stored });
  const facility = await screen.findByRole('combobox', { name: 'Anläggning' }, ARRIVAL);
  expect(screen.queryByTestId('site-locked')).toBeNull();
  await user.click(facility);
  await user.click(await screen.findByRole('option', { name: 'Älvstranden' }));
  const ask = await screen.findByRole('dialog', { name: 'Byta anläggning?' });
  expect(ask).toHaveTextContent(
    'Din kundvagn gäller Haga. Om du byter anläggning töms kundvagnen.',
  );
  await user.click(within(ask).getByRole('button', { name: 'Avbryt' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('combobox', { name: 'Anläggning' })).toHaveTextContent('Haga');
  expect(localStorage.getItem('ORDER_ID')).toBe(String(stored.orderId));

  await user.click(screen.getByRole('combobox', { name: 'Anläggning' }));
  await user.click(await screen.findByRole('option', { name: 'Älvstranden' }));
  const again = await screen.findByRole('dialog', { name: 'Byta anläggning?' });
  await user.click(within(again).getByRole('button', { name: 'Byt och töm kundvagnen' }));
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Anläggning' })).toHaveTextContent('Älvstranden'),
  );
  expect(router.state.location.search).toBe('?site=3509');
  expect(localStorage.getItem('ORDER_ID')).toBeNull();
});
