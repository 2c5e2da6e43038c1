// Path parameters at the generated client: each one stays a single, encoded segment, so a value
// typed by a visitor (a coupon code) can never reach another endpoint.
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeCoupon } from '@generated/booking/endpoints/orders/orders';
import { bookingAxios } from './booking-client';
import { hasDotSegment } from './create-api-client';

const sent: string[] = [];
const original = bookingAxios.defaults.adapter;

beforeEach(() => {
  sent.length = 0;
  const adapter: AxiosAdapter = (config) => {
    sent.push(config.url ?? '');
    return Promise.resolve({ status: 204, statusText: '', headers: {}, config, data: '' });
  };
  bookingAxios.defaults.adapter = adapter;
});

afterEach(() => {
  bookingAxios.defaults.adapter = original;
});

/** The path the browser would request, resolved the way it resolves URLs. */
function resolved(url: string): string {
  return new URL(`/brponline/api/ver3${url}`, 'https://shop.example').pathname;
}

describe('coupon codes in the path (DELETE orders/{order}/coupons/{couponName})', () => {
  const oneSegment: [string, string][] = [
    ['VINTER10', 'VINTER10'],
    ['A/B', 'A%2FB'],
    ['../../customers/4711', '..%2F..%2Fcustomers%2F4711'],
    ['../..', '..%2F..'],
    ['..%2F..', '..%252F..'],
    ['%2e%2e', '%252e%252e'],
    ['%2e%2E', '%252e%252E'],
    ['a?b#c', 'a%3Fb%23c'],
    ['SOMMAR 25', 'SOMMAR%2025'],
    ['å&ä=ö', '%C3%A5%26%C3%A4%3D%C3%B6'],
    ['\\..\\admin', '%5C..%5Cadmin'],
  ];

  it.each(oneSegment)('%s stays one segment: %s', async (code, segment) => {
    await removeCoupon(77, code);
    expect(sent).toEqual([`/orders/77/coupons/${segment}`]);
    expect(resolved(sent[0]!)).toBe(`/brponline/api/ver3/orders/77/coupons/${segment}`);
  });

  it.each(['..', '.'])('%s is refused before anything is sent', async (code) => {
    // Encoding cannot help here: the browser resolves '..' and '%2e%2e' alike.
    await expect(removeCoupon(77, code)).rejects.toMatchObject({ status: 404 });
    expect(sent).toEqual([]);
  });
});

describe('hasDotSegment', () => {
  it('finds . and .. segments in any spelling the browser resolves', () => {
    for (const url of ['/a/..', '/a/./b', '/a/%2e%2e/b', '/a/.%2E', '/a/%2e?x=1', '..'])
      expect(hasDotSegment(url), url).toBe(true);
    for (const url of ['/a/b', '/a/..b', '/a/b..', '/a/%252e%252e', '/a?x=..', undefined])
      expect(hasDotSegment(url), String(url)).toBe(false);
  });
});
