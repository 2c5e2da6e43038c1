// The start page (spec §2 "Start page"): the facilities and treatments from the booking API, in
// both languages, its failed and empty states; and the 404 page with its way back. The server's
// HTML, the take-over, the language switch's <html lang> and the contrast are e2e tests
// (tests/e2e/start-page.spec.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARRIVAL, preload } from './support/booking';
import { expectAccessible, openPage, scenario } from './support/render-app';

preload(
  () => import('@/features/home/route'),
  () => import('@/app/errors/not-found-route'),
);

test('lists the sites and treatments from the booking API, in Swedish', async () => {
  await openPage('/');
  const sites = await screen.findByRole('region', { name: 'Våra anläggningar' }, ARRIVAL);
  await waitFor(() => expect(document.title).toMatch(/^Start - /));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Välkommen till badet');
  for (const name of ['Haga', 'Älvstranden', 'Drottningtorget'])
    expect(await within(sites).findByRole('heading', { name })).toBeInTheDocument();
  const treatments = screen.getByRole('region', { name: 'Behandlingar' });
  expect(
    await within(treatments).findByRole('link', { name: 'Välj tid för Massage 50 min' }),
  ).toHaveAttribute('href', expect.stringMatching(/\/booking-service\/\?id=\d+$/));
  expect(within(treatments).getAllByText(/\d\skr$/).length).toBeGreaterThan(0);
  // The API's "…ben.<br>Löser…" reads as two sentences, not "ben.Löser".
  expect(within(treatments).getByText(/och ben\. Löser upp/)).toBeInTheDocument();
  await expectAccessible();
});

test('in English at /en/, and the header’s link goes back to Swedish on the same page', async () => {
  const { router } = await openPage('/en/');
  const sites = await screen.findByRole('region', { name: 'Our facilities' }, ARRIVAL);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to the baths');
  await waitFor(() => expect(document.title).toMatch(/^Home - /));
  expect(await within(sites).findByRole('heading', { name: 'Haga' })).toBeInTheDocument();
  const treatments = screen.getByRole('region', { name: 'Treatments' });
  expect(await within(treatments).findByText(/och mask\. Anpassas efter/)).toBeInTheDocument();
  const header = screen.getByRole('banner');
  await userEvent
    .setup({ delay: null })
    .click(within(header).getByRole('link', { name: 'På svenska' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(await screen.findByRole('region', { name: 'Våra anläggningar' })).toBeInTheDocument();
});

test('shows an error with a retry when the API fails, and an empty state', async () => {
  scenario('GET', '/businessunits', 'code=404');
  scenario('GET', '/products/services', 'example=empty');
  await openPage('/');
  expect(
    await screen.findByText('Anläggningarna kunde inte laddas just nu.', { exact: false }, ARRIVAL),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
  expect(
    await screen.findByText('Det finns inga behandlingar att boka just nu.', { exact: false }),
  ).toBeInTheDocument();
});

test('an unknown page shows the 404 page with the way back to the start page', async () => {
  const { router } = await openPage('/finns-inte/');
  expect(await screen.findByRole('heading', { name: '404' }, ARRIVAL)).toBeInTheDocument();
  await waitFor(() => expect(document.title).toMatch(/^Sidan finns inte - /));
  // Spec §2: the route's error status below the text.
  expect(screen.getByText('Felkod 404: sidan hittades inte.')).toBeInTheDocument();
  await expectAccessible();
  await userEvent
    .setup({ delay: null })
    .click(screen.getByRole('link', { name: 'Tillbaka till startsidan' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(await screen.findByRole('region', { name: 'Våra anläggningar' })).toBeInTheDocument();
});

test('the English 404 page names its status too', async () => {
  await openPage('/en/does-not-exist/');
  expect(await screen.findByRole('heading', { name: '404' }, ARRIVAL)).toBeInTheDocument();
  expect(screen.getByText('Error 404: page not found.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute(
    'href',
    '/en/',
  );
});
