import { describe, expect, it } from 'vitest';
import { customerIdFromToken, session } from './session';

const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.signature`;

describe('session', () => {
  it('reads the customer id from the token sub claim', () => {
    expect(customerIdFromToken(jwt({ sub: '4711' }))).toBe(4711);
    expect(customerIdFromToken(jwt({ sub: 12 }))).toBe(12);
    expect(customerIdFromToken(jwt({ sub: 'anna' }))).toBeNull();
    expect(customerIdFromToken('not-a-jwt')).toBeNull();
    expect(customerIdFromToken(null)).toBeNull();
  });

  it('ends by clearing the token, name, order and selected business unit, and nothing else', () => {
    session.start(jwt({ sub: '4711' }), 'Anna');
    localStorage.setItem('ORDER_ID', '9');
    localStorage.setItem('selectedbusinessunit', '1');
    localStorage.setItem('CART_ITEMS', '2');
    expect(session.get()).toEqual({ token: expect.any(String), customerId: 4711 });
    session.end();
    expect(session.get()).toEqual({ token: null, customerId: null });
    expect(
      ['accessToken', 'username', 'ORDER_ID', 'selectedbusinessunit'].map((k) =>
        localStorage.getItem(k),
      ),
    ).toEqual([null, null, null, null]);
    expect(localStorage.getItem('CART_ITEMS')).toBe('2');
  });
});
