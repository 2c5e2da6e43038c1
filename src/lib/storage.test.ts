// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_CHANGED_EVENT, getCartCount, setCartCount, STORAGE_KEYS, storage } from './storage';

describe('storage', () => {
  afterEach(() => sessionStorage.clear());

  it('uses the spec key names', () => {
    storage.set('orderId', '42');
    storage.set('selectedBusinessUnit', '3509');
    expect(localStorage.getItem('ORDER_ID')).toBe('42');
    expect(localStorage.getItem('selectedbusinessunit')).toBe('3509');
    storage.remove('orderId');
    expect(localStorage.getItem('ORDER_ID')).toBeNull();
  });

  it('reads numbers defensively', () => {
    localStorage.setItem('CART_ITEMS', 'abc');
    expect(storage.getNumber('cartItems')).toBeNull();
    expect(getCartCount()).toBe(0);
  });

  it('never stores a negative cart count and tells listeners', () => {
    const listener = vi.fn();
    window.addEventListener(CART_CHANGED_EVENT, listener);
    setCartCount(-1);
    expect(getCartCount()).toBe(0);
    setCartCount(3);
    expect(localStorage.getItem('CART_ITEMS')).toBe('3');
    expect(listener).toHaveBeenCalledTimes(2);
    window.removeEventListener(CART_CHANGED_EVENT, listener);
  });

  it('keeps a session-only value in sessionStorage under the same spec key, in one place only', () => {
    storage.set('orderId', '1', { sessionOnly: true });
    expect(sessionStorage.getItem('ORDER_ID')).toBe('1');
    expect(localStorage.getItem('ORDER_ID')).toBeNull();
    expect(storage.get('orderId')).toBe('1');
    expect(storage.isSessionOnly('orderId')).toBe(true);

    storage.set('orderId', '2');
    expect(localStorage.getItem('ORDER_ID')).toBe('2');
    expect(sessionStorage.getItem('ORDER_ID')).toBeNull();
    expect(storage.isSessionOnly('orderId')).toBe(false);

    storage.set('orderId', '3', { sessionOnly: true });
    expect(localStorage.getItem('ORDER_ID')).toBeNull();
    storage.remove('orderId');
    expect(storage.get('orderId')).toBeNull();
    expect(sessionStorage.getItem('ORDER_ID')).toBeNull();
  });

  it('has no key for a token or who is signed in: those live in the server session', () => {
    for (const name of ['accessToken', 'username', 'customerId'])
      expect(Object.values(STORAGE_KEYS)).not.toContain(name);
  });
});
