// The demo tells the truth (issue 22, §4): each treatment of the start page opens its own
// product, a content notice shows on the treatment it concerns, and a treatment's times carry
// its own price and length. The order flow's journey is e2e: demo-data.spec.ts, purchase-flow.spec.ts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { idle, openPage } from './support/render-app';

test.each(['Massage 25 min', 'Ansiktsbehandling Classic', 'Basturitual'])(
  'the start page opens the product of %s',
  async (name) => {
    const { router } = await openPage('/');
    const treatments = await screen.findByRole('region', { name: 'Behandlingar' });
    await userEvent
      .setup()
      .click(await within(treatments).findByRole('link', { name: `Välj tid för ${name}` }));
    await idle(router);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
  },
);

test("a default notice of the content site shows on its treatment's page", async () => {
  await openPage('/booking-service/?id=704&site=1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Basturitual' })).toBeVisible();
  expect(await screen.findByText(/Bastun på Haga renoveras\./)).toBeVisible();
});

test("a treatment's free times have its own price and length", async () => {
  await openPage('/booking-service/?id=704&site=1');
  const [slot] = await screen.findAllByTestId('slot');
  expect(within(slot!).getByTestId('slot-price').textContent).toMatch(/^295\skr$/);
  // 45 minutes from its start, as the product says (not the massage's 50).
  const [start, end] = (within(slot!).getByTestId('slot-time').textContent ?? '')
    .split('–')
    .map((time) => time.split(':').map(Number))
    .map(([hours, minutes]) => hours! * 60 + minutes!);
  expect(end! - start!).toBe(45);
});
