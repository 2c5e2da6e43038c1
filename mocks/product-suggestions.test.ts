import { describe, expect, it } from 'vitest';
import { fitSuggestionsToProduct, suggestionsProduct } from './product-suggestions.ts';

const slot = {
  duration: { start: '2026-03-27T09:00:00.000Z', end: '2026-03-27T09:50:00.000Z' },
  availableSlots: 2,
  selectableResources: [{ id: 8810, name: 'Lena Ström', type: 'STAFF' }],
  price: { amount: 69500, currency: 'SEK' },
};

describe('fitSuggestionsToProduct', () => {
  it("gives each time the product's price and length", () => {
    const sauna = { id: 704, name: 'Basturitual', time: '45', price: { amount: 29500 } };
    expect(fitSuggestionsToProduct([slot], sauna)).toEqual([
      {
        ...slot,
        price: { amount: 29500, currency: 'SEK' },
        duration: { start: slot.duration.start, end: '2026-03-27T09:45:00.000Z' },
      },
    ]);
  });

  it('keeps the times as they are without a product, or a length, to fit them to', () => {
    expect(fitSuggestionsToProduct([slot], undefined)).toEqual([slot]);
    const noLength = { price: { amount: 45000 } };
    expect(fitSuggestionsToProduct([slot], noLength)).toEqual([
      { ...slot, price: { amount: 45000, currency: 'SEK' } },
    ]);
    expect(fitSuggestionsToProduct({ not: 'a list' }, noLength)).toEqual({ not: 'a list' });
  });
});

describe('suggestionsProduct', () => {
  it("reads the product id of a treatment's free times, and nothing else", () => {
    expect(suggestionsProduct('/products/services/704/suggestions')).toBe(704);
    expect(suggestionsProduct('/products/services/704')).toBeUndefined();
    expect(suggestionsProduct('/products/services/x/suggestions')).toBeUndefined();
  });
});
