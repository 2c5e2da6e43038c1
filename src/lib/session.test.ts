import { afterEach, describe, expect, it } from 'vitest';
import { customerIdFromToken, session } from './session';

const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.signature`;

describe('session', () => {
  afterEach(() => sessionStorage.clear());

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

  it('without "remember me" keeps the token and name for this browser session only', () => {
    const token = jwt({ sub: '4711' });
    session.start(token, 'Anna', { remember: false });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBe(token);
    expect(session.get()).toEqual({ token, customerId: 4711 });
    // A name loaded later follows the token, so it never outlives the session either.
    session.setFirstName('Anna-Karin');
    expect(localStorage.getItem('username')).toBeNull();
    expect(session.firstName()).toBe('Anna-Karin');
    session.end();
    expect(session.get().token).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(sessionStorage.getItem('username')).toBeNull();
  });

  it('a remembered login replaces a session-only one, and drops a stale name', () => {
    session.start(jwt({ sub: '1' }), 'Old', { remember: false });
    session.start(jwt({ sub: '4711' }));
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(session.get().customerId).toBe(4711);
    expect(session.firstName()).toBeNull();
    session.setFirstName('Anna');
    expect(localStorage.getItem('username')).toBe('Anna');
  });
});

describe('how a session ended', () => {
  it('remembers a chosen logout until the next login', () => {
    session.start(jwt({ sub: '4711' }), 'Anna');
    session.end('logout');
    expect(session.endedByLogout()).toBe(true);
    session.start(jwt({ sub: '4711' }), 'Anna');
    session.end();
    expect(session.endedByLogout()).toBe(false);
  });
});
