// WCAG 2.5.7 (dragging movements): no task of the booking and buying pages needs a drag. No
// draggable element or slider on them once their content is in: a DOM fact, no layout needed.
import { screen } from '@testing-library/react';
import { ARRIVAL, preload } from './support/booking';
import { openPage } from './support/render-app';

preload(
  () => import('@/features/classes/booking/route'),
  () => import('@/features/services/page/route'),
  () => import('@/features/checkout/page/route'),
);

const draggables = () =>
  document.querySelectorAll('[draggable="true"], [role="slider"], .MuiSlider-root').length;

test('the class booking page has nothing to drag', async () => {
  await openPage('/booking/?site=1');
  expect((await screen.findAllByTestId('book-button', {}, ARRIVAL)).length).toBeGreaterThan(0);
  expect(draggables()).toBe(0);
});

test('the treatment page has nothing to drag', async () => {
  await openPage('/booking-service/?id=701');
  expect((await screen.findAllByTestId('slot', {}, ARRIVAL)).length).toBeGreaterThan(0);
  expect(draggables()).toBe(0);
});

test('the checkout’s receipt has nothing to drag', async () => {
  await openPage('/kassa/?orderid=612345');
  expect(await screen.findByRole('heading', { level: 1, name: 'Kvitto' }, ARRIVAL)).toBeVisible();
  expect(draggables()).toBe(0);
});
