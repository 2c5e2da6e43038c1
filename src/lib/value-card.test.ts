import { cardProduct, minorUnits } from './value-card';

describe('value-card fields in both shapes', () => {
  it('reads an amount sent as an integer (BRP document)', () => {
    expect(minorUnits(32000)).toBe(32000);
    expect(minorUnits(0)).toBe(0);
  });

  it('reads an amount sent as {amount, currency} (product spec)', () => {
    expect(minorUnits({ amount: 32000, currency: 'SEK' })).toBe(32000);
  });

  it('has no amount when none was sent', () => {
    expect(minorUnits(undefined)).toBeUndefined();
    expect(minorUnits(null)).toBeUndefined();
  });

  it('finds the product under validCardProduct (BRP document) or valueCardProduct (spec)', () => {
    const product = { id: 2201, name: 'Värdekort 10 bad' };
    expect(cardProduct({ validCardProduct: product })).toEqual(product);
    expect(cardProduct({ valueCardProduct: product })).toEqual(product);
    expect(cardProduct({})).toBeUndefined();
  });
});
