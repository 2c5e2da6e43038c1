// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  customerIdFromToken,
  InitialSessionContext,
  parseCustomerId,
  session,
  useFirstName,
  useSession,
  type PublicSession,
} from './session';

const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.signature`;

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

  it("is read from a token's sub claim (the password-reset link)", () => {
    expect(customerIdFromToken(jwt({ sub: '4711' }))).toBe(4711);
    expect(customerIdFromToken(jwt({ sub: 'anna' }))).toBeNull();
    expect(customerIdFromToken(jwt({ roles: ['ROLE_CUSTOMER'] }))).toBeNull();
    expect(customerIdFromToken('not-a-jwt')).toBeNull();
    expect(customerIdFromToken('a.b.c')).toBeNull();
    expect(customerIdFromToken(null)).toBeNull();
  });
});

describe('the session the page arrived with', () => {
  it('is adopted as it is, signed in or not', () => {
    session.adopt({ customerId: 4711, firstName: 'Anna' });
    expect(session.get()).toEqual({ customerId: 4711 });
    expect(session.firstName()).toBe('Anna');
    session.adopt(null);
    expect(session.get()).toEqual({ customerId: null });
    expect(session.firstName()).toBeNull();
  });
});

describe('starting a session', () => {
  it('keeps who signed in and the first name, and tells the subscribers', () => {
    const listener = vi.fn();
    const stop = session.subscribe(listener);
    session.start(4711, 'Anna');
    expect(session.get()).toEqual({ customerId: 4711 });
    expect(session.firstName()).toBe('Anna');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    session.start(12);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.firstName()).toBeNull();
  });

  it('stores nothing in the browser: the session lives in the HttpOnly cookie', () => {
    session.start(4711, 'Anna');
    session.setFirstName('Anna-Karin');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps one snapshot until something changes (useSyncExternalStore needs a stable one)', () => {
    session.start(4711, 'Anna');
    expect(session.get()).toBe(session.get());
  });
});

describe('what the member area confirms later', () => {
  it('the first name from the customer', () => {
    session.start(4711);
    const listener = vi.fn();
    const stop = session.subscribe(listener);
    session.setFirstName('Anna');
    session.setFirstName('Anna');
    expect(session.firstName()).toBe('Anna');
    expect(session.get()).toEqual({ customerId: 4711 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not sign anyone in when there is no session', () => {
    session.setFirstName('Anna');
    expect(session.get()).toEqual({ customerId: null });
    expect(session.firstName()).toBeNull();
  });
});

describe('ending a session', () => {
  it('forgets who was signed in and the order keys (spec §4), in both stores, and nothing else', () => {
    session.start(4711, 'Anna');
    localStorage.setItem('ORDER_ID', '9');
    localStorage.setItem('selectedbusinessunit', '1');
    sessionStorage.setItem('ORDER_ID', '8');
    sessionStorage.setItem('selectedbusinessunit', '2');
    localStorage.setItem('CART_ITEMS', '2');
    localStorage.setItem('gift_from_email', 'anna@example.se');
    const listener = vi.fn();
    const stop = session.subscribe(listener);
    session.end();
    expect(session.get()).toEqual({ customerId: null });
    expect(session.firstName()).toBeNull();
    expect(listener).toHaveBeenCalled();
    for (const store of [localStorage, sessionStorage]) {
      expect(store.getItem('ORDER_ID')).toBeNull();
      expect(store.getItem('selectedbusinessunit')).toBeNull();
    }
    expect(localStorage.getItem('CART_ITEMS')).toBe('2');
    expect(localStorage.getItem('gift_from_email')).toBe('anna@example.se');
    stop();
  });

  it('tells the end listeners (the query cache) on every way a session ends', () => {
    const cleared = vi.fn();
    const stop = session.onEnd(cleared);
    for (const reason of ['logout', 'expired', 'unusable'] as const) {
      session.start(4711);
      session.end(reason);
    }
    expect(cleared).toHaveBeenCalledTimes(3);
    stop();
    session.start(4711);
    session.end();
    expect(cleared).toHaveBeenCalledTimes(3);
  });

  it('an adopted session ends the same way', () => {
    const cleared = vi.fn();
    const stop = session.onEnd(cleared);
    session.adopt({ customerId: 4711, firstName: 'Anna' });
    session.end('expired');
    expect(session.get()).toEqual({ customerId: null });
    expect(cleared).toHaveBeenCalledTimes(1);
    stop();
  });

  it('without a session tells the end listeners only on a logout', () => {
    const cleared = vi.fn();
    const stop = session.onEnd(cleared);
    session.end('expired');
    session.end('unusable');
    expect(cleared).not.toHaveBeenCalled();
    session.end('logout');
    expect(cleared).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('how a session ended', () => {
  it('remembers a chosen logout until the next login', () => {
    session.start(4711, 'Anna');
    session.end('logout');
    expect(session.endedByLogout()).toBe(true);
    session.start(4711, 'Anna');
    expect(session.endedByLogout()).toBe(false);
    session.end('logout');
    session.end();
    expect(session.endedByLogout()).toBe(false);
  });
});

describe('the hooks', () => {
  const initial: PublicSession = { customerId: 12, firstName: 'Bo' };

  function Probe() {
    return `${useSession().customerId ?? 'none'}|${useFirstName() ?? 'none'}`;
  }

  const rendered = (value: PublicSession | null) =>
    renderToString(createElement(InitialSessionContext.Provider, { value }, createElement(Probe)));

  it("on the server read the request's session from the context, never the module's", () => {
    // Module state is shared by every request a server renders.
    session.start(4711, 'Anna');
    expect(rendered(initial)).toBe('12|Bo');
    expect(rendered({ customerId: 7, firstName: null })).toBe('7|none');
    expect(rendered(null)).toBe('none|none');
    expect(renderToString(createElement(Probe))).toBe('none|none');
  });

  it('in the browser follow the session as it starts and ends', () => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(InitialSessionContext.Provider, { value: initial }, children);
    session.adopt(initial);
    const { result } = renderHook(() => ({ session: useSession(), firstName: useFirstName() }), {
      wrapper,
    });
    expect(result.current).toEqual({ session: { customerId: 12 }, firstName: 'Bo' });
    act(() => session.start(4711, 'Anna'));
    expect(result.current).toEqual({ session: { customerId: 4711 }, firstName: 'Anna' });
    act(() => session.end('logout'));
    expect(result.current).toEqual({ session: { customerId: null }, firstName: null });
  });

  it("take over the server's page in one render: the session there is the page's own", async () => {
    // A second render would be forced at once, in one blocking task, and with it everything below
    // that is not memoised (the member area, the header).
    const seen: string[] = [];
    function Counted() {
      const text = `${useSession().customerId ?? 'none'}|${useFirstName() ?? 'none'}`;
      seen.push(text);
      return text;
    }
    const page = () =>
      createElement(InitialSessionContext.Provider, { value: initial }, createElement(Counted));
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    seen.length = 0;
    session.adopt(initial);
    const errors = vi.spyOn(console, 'error');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page());
    });
    const logged = [...errors.mock.calls];
    errors.mockRestore();
    expect(seen).toEqual(['12|Bo']);
    expect(container.textContent).toBe('12|Bo');
    // No hydration mismatch either.
    expect(logged).toEqual([]);
    act(() => root?.unmount());
  });
});
