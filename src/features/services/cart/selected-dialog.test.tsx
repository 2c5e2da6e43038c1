import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@generated/booking/model';
import '@/lib/i18n';
import { SelectedDialog } from './selected-dialog';

const order = (serviceItems: unknown[]): Order =>
  ({
    id: 1,
    businessUnit: { id: 1, name: 'Haga' },
    serviceItems,
  }) as unknown as Order;

const massage = {
  id: 771001,
  product: { id: 701, name: 'Massage 50 min' },
  price: { amount: 69500, currency: 'SEK' },
  duration: { start: '2026-01-13T08:00:00.000Z', end: '2026-01-13T08:50:00.000Z' },
};

describe("SelectedDialog ('you have selected', spec §2, §4)", () => {
  it('lists the services with day, Stockholm times, facility and price, and links to checkout', () => {
    render(
      <MemoryRouter>
        <SelectedDialog order={order([massage])} onClose={() => {}} />
      </MemoryRouter>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Du har valt' });
    expect(within(dialog).getByText('Massage 50 min')).toBeInTheDocument();
    expect(within(dialog).getByText('tisdag 13 januari, 09:00–09:50')).toBeInTheDocument();
    // The no-break space before kr is kept, so the price never wraps.
    const asIs = { normalizer: (text: string) => text };
    expect(within(dialog).getByText('Haga · 695\u00a0kr', asIs)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Gå till kassan' })).toHaveAttribute(
      'href',
      '/kassa/',
    );
  });

  it('closes by itself when the cart has no service items', () => {
    const onClose = vi.fn();
    render(
      <MemoryRouter>
        <SelectedDialog order={order([])} onClose={onClose} />
      </MemoryRouter>,
    );
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
