// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_CHANGED_EVENT, getCartCount, setCartCount, storage } from './storage';

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
    storage.set('accessToken', 'a', { sessionOnly: true });
    expect(sessionStorage.getItem('accessToken')).toBe('a');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(storage.get('accessToken')).toBe('a');
    expect(storage.isSessionOnly('accessToken')).toBe(true);

    storage.set('accessToken', 'b');
    expect(localStorage.getItem('accessToken')).toBe('b');
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(storage.isSessionOnly('accessToken')).toBe(false);

    storage.set('accessToken', 'c', { sessionOnly: true });
    expect(localStorage.getItem('accessToken')).toBeNull();
    storage.remove('accessToken');
    expect(storage.get('accessToken')).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });
});
