import { describe, expect, it } from 'vitest';
import { contactFor } from './facility-contacts';

const HAGA = { phone: '031-367 42 00', email: 'haga@example.se' };

describe('contactFor', () => {
  it('one line for every facility', () => {
    expect(contactFor(HAGA, 3509)).toEqual(HAGA);
  });

  it('one line per business unit, and none for a facility without one', () => {
    const perUnit = { '1': HAGA, '3509': { phone: '031-367 42 10', email: 'alv@example.se' } };
    expect(contactFor(perUnit, 1)).toEqual(HAGA);
    expect(contactFor(perUnit, 3509)?.email).toBe('alv@example.se');
    expect(contactFor(perUnit, 4128)).toBeUndefined();
  });

  it.each([
    undefined,
    null,
    'https://example.se',
    false,
    { phone: '031-1' },
    { phone: '', email: '' },
  ])('nothing from %j', (value) => expect(contactFor(value, 1)).toBeUndefined());
});
