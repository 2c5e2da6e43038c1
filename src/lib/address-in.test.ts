import { addressIn, postalCodeIn } from './address-in';

describe('addresses as BRP takes them', () => {
  it('sends the postal code as an integer, from a string with or without a space or a number', () => {
    expect(postalCodeIn('413 01')).toEqual({ postalCode: 41301 });
    expect(postalCodeIn('41301')).toEqual({ postalCode: 41301 });
    expect(postalCodeIn(41301)).toEqual({ postalCode: 41301 });
  });

  it('leaves an empty or non-numeric postal code out', () => {
    expect(postalCodeIn('')).toEqual({});
    expect(postalCodeIn(undefined)).toEqual({});
    expect(postalCodeIn('SE-413')).toEqual({});
  });

  it('turns a looked-up address (postal code as a string or an integer) into the request shape', () => {
    const country = { id: 205, name: 'Sverige', alpha2: 'SE' };
    const expected = { street: 'Haga Nygata 12', postalCode: 41301, city: 'Göteborg', country };
    expect(addressIn({ ...expected, postalCode: '413 01' })).toEqual(expected);
    expect(addressIn(expected)).toEqual(expected);
  });
});
