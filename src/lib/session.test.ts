// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerIdFromToken, parseCustomerId, session, usableSession } from './session';

const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.signature`;
const NOW = Date.UTC(2026, 2, 26, 9, 0, 0);
const inAnHour = NOW / 1000 + 3600;

afterEach(() => {
  session.end();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the customer id', () => {
  it('is read from the answer username as a positive integer', () => {
    expect(parseCustomerId('4711')).toBe(4711);
    expect(parseCustomerId(12)).toBe(12);
    for (const bad of ['anna', '', ' ', '0', '-3', '1.5', null, undefined, {}])
      expect(parseCustomerId(bad)).toBeNull();
  });

  it('falls back to the token sub claim', () => {
    expect(customerIdFromToken(jwt({ sub: '4711' }))).toBe(4711);
    expect(customerIdFromToken(jwt({ sub: 'anna' }))).toBeNull();
    expect(customerIdFromToken('not-a-jwt')).toBeNull();
    expect(customerIdFromToken(null)).toBeNull();
  });
});

describe('a usable session', () => {
  it('takes the stored id over the sub claim, and the claim when no id is stored', () => {
    const token = jwt({ sub: '12', exp: inAnHour });
    expect(usableSession(token, '4711', NOW)).toEqual({ token, customerId: 4711 });
    expect(usableSession(token, null, NOW)).toEqual({ token, customerId: 12 });
  });

  it('works with a token that has no sub when the id is stored', () => {
    const token = jwt({ roles: ['ROLE_CUSTOMER'], exp: inAnHour });
    expect(usableSession(token, '4711', NOW)).toEqual({ token, customerId: 4711 });
  });

  it('is no session for an unreadable token, a missing id or a passed exp', () => {
    const signedOut = { token: null, customerId: null };
    expect(usableSession('stale-value', '4711', NOW)).toEqual(signedOut);
    expect(usableSession('a.b.c', '4711', NOW)).toEqual(signedOut);
    expect(usableSession(jwt({ exp: inAnHour }), null, NOW)).toEqual(signedOut);
    expect(usableSession(jwt({ sub: '4711', exp: NOW / 1000 }), null, NOW)).toEqual(signedOut);
    expect(usableSession(null, '4711', NOW)).toEqual(signedOut);
  });
});

describe('session', () => {
  it('keeps the login answer id with the token and survives a re-read', () => {
    const token = jwt({ roles: ['ROLE_CUSTOMER'] });
    session.start(token, 4711, 'Anna');
    expect(localStorage.getItem('customerId')).toBe('4711');
    expect(session.get()).toEqual({ token, customerId: 4711 });
  });

  it('ends by clearing token, id, name, order and selected business unit, and nothing else', () => {
    session.start(jwt({ sub: '4711' }), 4711, 'Anna');
    localStorage.setItem('ORDER_ID', '9');
    localStorage.setItem('selectedbusinessunit', '1');
    localStorage.setItem('CART_ITEMS', '2');
    session.end();
    expect(session.get()).toEqual({ token: null, customerId: null });
    const keys = ['accessToken', 'customerId', 'username', 'ORDER_ID', 'selectedbusinessunit'];
    expect(keys.map((k) => localStorage.getItem(k))).toEqual([null, null, null, null, null]);
    expect(localStorage.getItem('CART_ITEMS')).toBe('2');
  });

  it('tells the end listeners (the query cache) on every way a session ends', () => {
    const cleared = vi.fn();
    const stop = session.onEnd(cleared);
    for (const reason of ['logout', 'expired', 'unusable'] as const) {
      session.start(jwt({ sub: '4711' }), 4711);
      session.end(reason);
    }
    expect(cleared).toHaveBeenCalledTimes(3);
    stop();
    session.start(jwt({ sub: '4711' }), 4711);
    session.end();
    expect(cleared).toHaveBeenCalledTimes(3);
  });

  it('clears an unusable stored token once, after reading it as signed out', async () => {
    const cleared = vi.fn();
    const stop = session.onEnd(cleared);
    localStorage.setItem('accessToken', 'not-a-jwt');
    localStorage.setItem('username', 'Anna');
    expect(session.get()).toEqual({ token: null, customerId: null });
    expect(session.firstName()).toBeNull();
    expect(session.get()).toEqual({ token: null, customerId: null });
    await Promise.resolve();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('username')).toBeNull();
    expect(cleared).toHaveBeenCalledTimes(1);
    stop();
  });

  it('without "remember me" keeps token, id and name for this browser session only', () => {
    const token = jwt({ sub: '4711' });
    session.start(token, 4711, 'Anna', { remember: false });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBe(token);
    expect(sessionStorage.getItem('customerId')).toBe('4711');
    expect(session.get()).toEqual({ token, customerId: 4711 });
    // A name or id confirmed later follows the token, so neither outlives the session.
    session.setFirstName('Anna-Karin');
    session.confirmCustomerId(4712);
    expect(localStorage.getItem('username')).toBeNull();
    expect(localStorage.getItem('customerId')).toBeNull();
    expect(session.firstName()).toBe('Anna-Karin');
    expect(session.get().customerId).toBe(4712);
    session.end();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(sessionStorage.getItem('customerId')).toBeNull();
  });

  it('a remembered login replaces a session-only one, and drops a stale name', () => {
    session.start(jwt({ sub: '1' }), 1, 'Old', { remember: false });
    session.start(jwt({ sub: '4711' }), 4711);
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(session.get().customerId).toBe(4711);
    expect(session.firstName()).toBeNull();
  });
});

describe('how a session ended', () => {
  it('remembers a chosen logout until the next login', () => {
    session.start(jwt({ sub: '4711' }), 4711, 'Anna');
    session.end('logout');
    expect(session.endedByLogout()).toBe(true);
    session.start(jwt({ sub: '4711' }), 4711, 'Anna');
    session.end();
    expect(session.endedByLogout()).toBe(false);
  });
});
