// The card shows the same name and balance whichever shape the answer has: BRP's document
// (`validCardProduct`, `amountLeft` an integer) or the product spec's (`valueCardProduct`,
// `amountLeft: {amount, currency}`).
import type { ValueCard } from '@generated/booking/model';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { ValueCardItem } from './value-card-item';

const product = { id: 2205, name: 'Presentkort 500 kr' };
const base = { id: 9, number: 15226337448500, type: 'AMOUNT', isValid: true } as const;

const bothShapes: [string, ValueCard][] = [
  ['BRP document', { ...base, validCardProduct: product, amountLeft: 32050 }],
  [
    'product spec',
    { ...base, valueCardProduct: product, amountLeft: { amount: 32050, currency: 'SEK' } },
  ],
];

describe('ValueCardItem', () => {
  it.each(bothShapes)('shows the name and the balance of a card in the %s shape', (_, card) => {
    render(
      <MemoryRouter>
        <ValueCardItem card={card} description={undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Presentkort 500 kr' })).toBeInTheDocument();
    // The default matcher turns the no-break space before kr into a plain one.
    expect(screen.getByText('320,50 kr')).toBeInTheDocument();
  });
});
