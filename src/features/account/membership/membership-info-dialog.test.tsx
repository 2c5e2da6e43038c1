import { getGetSubscriptionProductQueryKey } from '@generated/booking/endpoints/catalogue/catalogue';
import type { Subscription } from '@generated/booking/model';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { MembershipInfoDialog } from './membership-info-dialog';

// The contract has no product description with a script in it, so sanitising is proven here, on the
// markup that reaches the DOM (jsdom never runs scripts, so "nothing ran" would prove nothing).
const HOSTILE =
  '<p>Fri entré till <strong>bad och gym</strong>.</p><script>window.__pwned = 1</script>' +
  '<img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned = 3">länk</a>';

const subscription: Subscription = {
  id: 30211,
  start: '2025-03-01',
  expirationDay: '2026-02-28',
  price: { amount: 69500, currency: 'SEK' },
  businessUnit: { id: 1, name: 'Haga' },
  subscriptionProduct: { id: 134, name: 'Gym & Bad 12 mån', description: HOSTILE },
};

function renderDialog(fromProduct: boolean, client = new QueryClient(), own = subscription) {
  return render(
    <QueryClientProvider client={client}>
      <MembershipInfoDialog open onClose={() => {}} subscription={own} fromProduct={fromProduct} />
    </QueryClientProvider>,
  );
}

function expectSanitised() {
  const dialog = screen.getByRole('dialog', { name: 'Information – Gym & Bad 12 mån' });
  expect(dialog.querySelector('strong')?.textContent).toBe('bad och gym');
  expect(dialog.querySelector('script')).toBeNull();
  expect(dialog.querySelector('[onerror]')).toBeNull();
  expect(dialog.querySelector('a')?.getAttribute('href')).toBeNull();
  expect(dialog.innerHTML).not.toMatch(/__pwned|javascript:/);
}

describe('MembershipInfoDialog', () => {
  it("renders the subscription's HTML description sanitised when the customer has no type", () => {
    renderDialog(false);
    expectSanitised();
  });

  it("renders the product's fresh description sanitised when the customer has a type", () => {
    const client = new QueryClient();
    client.setQueryData(getGetSubscriptionProductQueryKey(134), {
      id: 134,
      name: 'Gym & Bad 12 mån',
      description: HOSTILE,
    });
    const stale = {
      ...subscription,
      subscriptionProduct: {
        id: 134,
        name: 'Gym & Bad 12 mån',
        description: '<strong>kopia</strong>',
      },
    };
    renderDialog(true, client, stale);
    expectSanitised();
  });
});
