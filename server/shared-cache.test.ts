import { describe, expect, it, vi } from 'vitest';
import { BRIEF_SECONDS, createSharedCache, isBrief, sharedKey, STALE_FACTOR } from './shared-cache';

const get = (api: 'booking' | 'content', url: string, params?: object) => ({
  api,
  method: 'GET',
  url,
  params,
});

describe('sharedKey: what is kept', () => {
  it.each([
    get('booking', '/businessunits'),
    get('booking', '/products/services'),
    get('booking', '/products/services/701'),
    get('booking', '/products/groupactivities', { webCategory: 2 }),
    get('booking', '/apps/272/resources'),
    get('booking', '/businessunits/1/groupactivities/120104'),
    get('booking', '/businessunits/1/events/4401'),
    get('content', '/mild/v1/acf/options/global/contact_details'),
    get('content', '/mild/v1/unique-messages'),
    get('content', '/mild/v1/service-by-id/701'),
    get('content', '/wp/v2/pages', { slug: 'om-oss', lang: 'sv' }),
    get('content', '/wp/v2/brp_my_pages', { lang: 'en', per_page: 100 }),
  ])('$api $url for a visitor', (call) => {
    expect(sharedKey(call, {})).not.toBeNull();
  });

  it.each([
    get('booking', '/customers/4711'),
    get('booking', '/customers/4711/bookings/groupactivities'),
    get('booking', '/orders/55'),
    get('booking', '/receipts'),
    get('booking', '/products/services/701/suggestions', { businessUnit: 1 }),
    get('booking', '/businessunits/1/groupactivities'),
    { ...get('booking', '/businessunits'), method: 'POST' },
    { api: 'booking' as const, method: 'POST', url: '/auth/validate' },
  ])('not $method $url (a member’s own, a free time, not a read)', (call) => {
    expect(sharedKey(call, {})).toBeNull();
  });

  it.each([
    get('booking', '/products/subscriptions', { businessUnit: 1, customer: 4711 }),
    get('booking', '/products/subscriptions/31', { subscriber: 4711 }),
    get('booking', '/products/valuecards/9?customer=4711'),
  ])('not $url $params, priced for the customer it names', (call) => {
    expect(sharedKey(call, {})).toBeNull();
  });

  it("only a class's or an event's details are kept briefly (their places left)", () => {
    expect(isBrief(get('booking', '/businessunits/1/groupactivities/120104'))).toBe(true);
    expect(isBrief(get('booking', '/businessunits/1/events/4401/'))).toBe(true);
    expect(isBrief(get('booking', '/products/groupactivities/24'))).toBe(false);
    expect(isBrief(get('booking', '/businessunits'))).toBe(false);
    expect(isBrief(get('content', '/mild/v1/unique-messages'))).toBe(false);
  });

  it('not a call that carries a credential of its own', () => {
    const call = { ...get('booking', '/businessunits'), headers: { Authorization: 'Bearer x' } };
    expect(sharedKey(call, {})).toBeNull();
  });

  it('one entry per language, per parameters and per header passed on', () => {
    const sv = sharedKey(get('content', '/wp/v2/brp_my_pages', { lang: 'sv' }), {});
    const en = sharedKey(get('content', '/wp/v2/brp_my_pages', { lang: 'en' }), {});
    const scenario = sharedKey(get('content', '/wp/v2/brp_my_pages', { lang: 'sv' }), {
      'x-mock-scenarios': '["failing"]',
    });
    expect(new Set([sv, en, scenario]).size).toBe(3);
  });

  it("one entry per Accept-Language, BRP's names being in it", () => {
    const call = get('booking', '/products/services');
    const sv = sharedKey(call, { 'accept-language': 'sv-SE' });
    const en = sharedKey(call, { 'accept-language': 'en-US' });
    expect(sv).not.toBe(en);
  });

  it('one entry for every visitor: their address and trace are not in the key', () => {
    const call = get('booking', '/businessunits');
    const first = sharedKey(call, {
      'x-forwarded-for': '203.0.113.7',
      traceparent: '00-4f1c2a9be0d3456789abcdef01234567-00f067aa0ba902b7-00',
    });
    const second = sharedKey(call, {
      'x-forwarded-for': '198.51.100.23',
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00',
    });
    expect(first).not.toBeNull();
    expect(first).toBe(second);
  });
});

describe('createSharedCache', () => {
  const clock = () => {
    let ms = 1_000;
    return { now: () => ms, pass: (seconds: number) => (ms += seconds * 1000) };
  };

  it('asks once for many renders at once, and each gets its own copy', async () => {
    const cache = createSharedCache({ seconds: 30 });
    const ask = vi.fn(async () => ({ names: ['Haga'] }));
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer('k', ask)));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(answers[0]).toEqual({ names: ['Haga'] });
    (answers[0] as { names: string[] }).names.push('changed by one page');
    expect(await cache.answer('k', ask)).toEqual({ names: ['Haga'] });
    expect(cache.stats()).toEqual({ hits: 1, misses: 3, size: 1 });
  });

  it('never keeps a call without a key', async () => {
    const cache = createSharedCache({ seconds: 30 });
    const ask = vi.fn(async () => 'mine');
    await cache.answer(null, ask);
    await cache.answer(null, ask);
    expect(ask).toHaveBeenCalledTimes(2);
    expect(cache.stats().size).toBe(0);
  });

  it('keeps nothing when off (0 seconds)', async () => {
    const cache = createSharedCache({ seconds: 0 });
    const ask = vi.fn(async () => 'x');
    await cache.answer('k', ask);
    await cache.answer('k', ask);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('never keeps a failure: the next render asks again', async () => {
    const cache = createSharedCache({ seconds: 30 });
    const ask = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValue('back');
    await expect(cache.answer('k', ask)).rejects.toThrow('503');
    expect(await cache.answer('k', ask)).toBe('back');
  });

  it('past its time sends the old answer while it asks again, then the new one', async () => {
    const time = clock();
    const cache = createSharedCache({ seconds: 30, now: time.now });
    let version = 1;
    const ask = vi.fn(async () => version);
    expect(await cache.answer('k', ask)).toBe(1);
    version = 2;
    time.pass(31);
    expect(await cache.answer('k', ask)).toBe(1);
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(2));
    expect(await cache.answer('k', ask)).toBe(2);
  });

  it('an answer far past its time is not sent: the render waits for a new one', async () => {
    const time = clock();
    const cache = createSharedCache({ seconds: 30, now: time.now });
    let version = 1;
    const ask = async () => version;
    await cache.answer('k', ask);
    version = 2;
    time.pass(30 * (STALE_FACTOR + 1) + 1);
    expect(await cache.answer('k', ask)).toBe(2);
  });

  it('a brief answer is kept a few seconds, and never sent past them', async () => {
    const time = clock();
    const cache = createSharedCache({ seconds: 30, now: time.now });
    let places = 8;
    const ask = vi.fn(async () => ({ leftToBook: places }));
    expect(await cache.answer('class', ask, true)).toEqual({ leftToBook: 8 });
    places = 7;
    time.pass(BRIEF_SECONDS - 1);
    expect(await cache.answer('class', ask, true)).toEqual({ leftToBook: 8 });
    time.pass(2);
    // Past its time: this render waits for the new places, it is not sent the old ones.
    expect(await cache.answer('class', ask, true)).toEqual({ leftToBook: 7 });
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('a brief answer is kept no longer than the cache keeps any answer', async () => {
    const time = clock();
    const cache = createSharedCache({ seconds: 2, now: time.now });
    let places = 8;
    const ask = async () => ({ leftToBook: places });
    await cache.answer('class', ask, true);
    places = 7;
    time.pass(2.5);
    expect(await cache.answer('class', ask, true)).toEqual({ leftToBook: 7 });
  });

  it('is bounded: the least recently used answer goes first', async () => {
    const cache = createSharedCache({ seconds: 30, max: 2 });
    for (const key of ['a', 'b', 'c']) await cache.answer(key, async () => key);
    expect(cache.stats().size).toBe(2);
    const ask = vi.fn(async () => 'a again');
    expect(await cache.answer('a', ask)).toBe('a again');
  });
});
