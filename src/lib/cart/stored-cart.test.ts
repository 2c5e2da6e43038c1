// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setCartCount, storage } from '../storage';
import { clearStoredOrder, storeOrder } from './stored-order';
import { storedCart, storedCartFromCookies } from './stored-cart';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});

describe('the cart in cookies', () => {
  it('copies the stored order and the count into cookies the server reads the same way', () => {
    storeOrder(612345, 3509);
    setCartCount(2);
    expect(storedCartFromCookies(document.cookie)).toEqual({
      orderId: 612345,
      site: 3509,
      count: 2,
    });
    expect(storedCartFromCookies(document.cookie)).toEqual(storedCart());
  });

  it('forgets the cookies with the stored order', () => {
    storeOrder(612345, 3509);
    clearStoredOrder({ emptyCart: true });
    expect(storedCartFromCookies(document.cookie)).toEqual({ orderId: null, site: null, count: 0 });
  });

  it('writes the cookies of a cart stored before they existed', () => {
    localStorage.setItem('ORDER_ID', '77');
    localStorage.setItem('selectedbusinessunit', '1');
    localStorage.setItem('CART_ITEMS', '3');
    expect(storedCartFromCookies(document.cookie).orderId).toBeNull();
    storage.copyToCookies();
    expect(storedCartFromCookies(document.cookie)).toEqual({ orderId: 77, site: 1, count: 3 });
  });

  it('never copies a key that is not the cart', () => {
    storage.set('giftFromEmail', 'anna@example.se');
    expect(document.cookie).not.toContain('anna');
  });

  it('reads nothing usable from a forged or broken Cookie header', () => {
    expect(
      storedCartFromCookies('ORDER_ID=-4; selectedbusinessunit=1.5; CART_ITEMS=%E0%A4%A'),
    ).toEqual({ orderId: null, site: null, count: 0 });
    expect(storedCartFromCookies('ORDER_ID=abc; CART_ITEMS=-2')).toEqual({
      orderId: null,
      site: null,
      count: 0,
    });
    expect(storedCartFromCookies(undefined)).toEqual({ orderId: null, site: null, count: 0 });
  });

  it('takes the first of two cookies of one name, as browsers send the most specific first', () => {
    expect(storedCartFromCookies('ORDER_ID=5; other=1; ORDER_ID=6').orderId).toBe(5);
  });
});
