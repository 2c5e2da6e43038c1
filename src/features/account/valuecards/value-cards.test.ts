import type { ValueCard } from '@generated/booking/model';
import { describe, expect, it } from 'vitest';
import { groupValueCards, valueCardBalance, valueCardDescription } from './value-cards';

function card(id: number, isValid: boolean, productId = 301): ValueCard {
  return {
    id,
    number: 15226337448500 + id,
    valueCardProduct: { id: productId, name: `Kort ${id}` },
    type: 'UNIT',
    unitsLeft: 3,
    isValid,
  };
}

describe('groupValueCards', () => {
  it('puts valid cards in the active group and the rest in the inactive, keeping their order', () => {
    const groups = groupValueCards([card(1, true), card(2, false), card(3, true), card(4, false)]);
    expect(groups.active.map((c) => c.id)).toEqual([1, 3]);
    expect(groups.inactive.map((c) => c.id)).toEqual([2, 4]);
  });

  it('gives two empty groups for no cards', () => {
    expect(groupValueCards([])).toEqual({ active: [], inactive: [] });
  });
});

describe('valueCardDescription', () => {
  const products = [
    { id: 301, description: '<p>Tio entréer</p>' },
    { id: 302, description: '<p>Tio pass</p>' },
    { id: 303, description: '   ' },
  ];

  it("takes the description of the product with the card's product id", () => {
    expect(valueCardDescription(card(1, true, 302), products)).toBe('<p>Tio pass</p>');
    expect(valueCardDescription(card(1, true, 301), products)).toBe('<p>Tio entréer</p>');
  });

  it('has none when no product matches, the text is blank or the list is not loaded', () => {
    expect(valueCardDescription(card(1, true, 2201), products)).toBeUndefined();
    expect(valueCardDescription(card(1, true, 303), products)).toBeUndefined();
    expect(valueCardDescription(card(1, true, 301), undefined)).toBeUndefined();
  });
});

describe('valueCardBalance', () => {
  it('counts units on UNIT cards and money on AMOUNT cards', () => {
    expect(valueCardBalance({ type: 'UNIT', unitsLeft: 6 })).toEqual({ kind: 'units', units: 6 });
    expect(valueCardBalance({ type: 'UNIT' })).toEqual({ kind: 'units', units: 0 });
    expect(
      valueCardBalance({ type: 'AMOUNT', amountLeft: { amount: 32000, currency: 'SEK' } }),
    ).toEqual({ kind: 'amount', amount: 32000 });
  });

  it('reads the amount left sent as an integer (BRP document) like {amount} (spec)', () => {
    expect(valueCardBalance({ type: 'AMOUNT', amountLeft: 32000 })).toEqual({
      kind: 'amount',
      amount: 32000,
    });
  });
});

describe('valueCardDescription with the product under either name', () => {
  const products = [{ id: 302, description: '<p>Tio pass</p>' }];

  it('matches validCardProduct (BRP document) and valueCardProduct (spec)', () => {
    const product = { id: 302, name: 'Kort' };
    expect(valueCardDescription({ validCardProduct: product }, products)).toBe('<p>Tio pass</p>');
    expect(valueCardDescription({ valueCardProduct: product }, products)).toBe('<p>Tio pass</p>');
    expect(valueCardDescription({}, products)).toBeUndefined();
  });
});
