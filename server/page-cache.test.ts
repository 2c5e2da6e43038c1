// The page cache in an Express app as server/app.ts mounts it: behind the nonce and the session
// reader, in front of a page renderer that counts its renders and can be held. Node's fetch plays
// the browser.
import express, { type Request, type Response } from 'express';
import type { Server } from 'node:http';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { nonce } from './headers';
import { PAGE_CACHE_HEADER, pageCache, type PageCacheOptions } from './page-cache';
import type { SessionLocals } from './request-session';

interface Site {
  url: string;
  renders: () => number;
  /** Holds every render until `release` is called. */
  hold: () => void;
  release: () => void;
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function site(options: Partial<PageCacheOptions> = {}): Promise<Site> {
  let renders = 0;
  let held: Promise<void> | null = null;
  let release = () => {};
  const app = express();
  app.use(nonce);
  // The session reader's verdict: the test's 'x-signed-in' header stands for a session cookie.
  app.use((request: Request, response: Response, next) => {
    (response.locals as SessionLocals).session = request.get('x-signed-in')
      ? ({ customerId: 4711 } as SessionLocals['session'])
      : null;
    next();
  });
  app.use(pageCache({ seconds: 60, ...options }));
  app.get('/broken', (_request, response) => void response.status(500).type('html').send('x'));
  app.get('/with-cookie', (_request, response) => {
    renders += 1;
    response.setHeader('Set-Cookie', 'a=b');
    response.type('html').send('<p>cookie</p>');
  });
  app.use(async (request: Request, response: Response) => {
    renders += 1;
    const page = renders;
    if (held) await held;
    const value = response.locals.cspNonce as string;
    response.type('html');
    response.write(`<html><head><script nonce="${value}"></script></head>`);
    response.end(
      `<body>page ${page} of ${request.originalUrl} – Bokningar på Haga<style nonce="${value}"></style></body></html>`,
    );
  });
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    renders: () => renders,
    hold: () => {
      held = new Promise((resolve) => (release = () => resolve()));
    },
    release: () => release(),
  };
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const html = await response.text();
  const nonceInPage = /nonce="([^"]+)"/.exec(html)?.[1];
  return { html, nonceInPage, cache: response.headers.get(PAGE_CACHE_HEADER) };
}

/** A page's bytes as they arrive, not decompressed (fetch would undo the encoding). */
function getRaw(url: string, acceptEncoding: string) {
  return new Promise<{ response: IncomingMessage; body: Buffer }>((resolve, reject) => {
    httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the page cache', () => {
  it("renders a visitor's public page once and sends it again with each response's own nonce", async () => {
    const { url, renders } = await site();
    const first = await get(`${url}/booking/`);
    const second = await get(`${url}/booking/`);
    expect(renders()).toBe(1);
    expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
    expect(second.html).toBe(first.html.replaceAll(first.nonceInPage!, second.nonceInPage!));
    expect(second.html).toContain('page 1 of /booking/ – Bokningar på Haga');
    expect(second.nonceInPage).toBeDefined();
    expect(second.nonceInPage).not.toBe(first.nonceInPage);
    expect(second.html).not.toContain(first.nonceInPage);
    expect(second.html.split(`nonce="${second.nonceInPage}"`)).toHaveLength(3);
  });

  it('sends a kept page gzipped to a browser that takes gzip, each copy with its own nonce', async () => {
    const { url } = await site();
    const first = await get(`${url}/booking/`);
    const pages = await Promise.all(
      ['gzip, deflate, br, zstd', 'gzip', 'gzip'].map((encoding) =>
        getRaw(`${url}/booking/`, encoding),
      ),
    );
    const nonces = new Set<string>();
    for (const { response, body } of pages) {
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(response.headers['content-length'])).toBe(body.length);
      const html = gunzipSync(body).toString();
      const own = /nonce="([^"]+)"/.exec(html)![1]!;
      expect(html).toBe(first.html.replaceAll(first.nonceInPage!, own));
      nonces.add(own);
    }
    expect(nonces.size).toBe(3);
    const plain = await getRaw(`${url}/booking/`, 'identity');
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('page 1 of /booking/ – Bokningar på Haga');
  });

  it('keeps each address and each cart apart', async () => {
    const { url, renders } = await site();
    await get(`${url}/booking-service/?id=701`);
    await get(`${url}/booking-service/?id=702`);
    await get(`${url}/booking-service/?id=701`, { cookie: 'ORDER_ID=5; CART_ITEMS=1' });
    const again = await get(`${url}/booking-service/?id=701`, {
      cookie: 'CART_ITEMS=1; ORDER_ID=5',
    });
    expect(renders()).toBe(3);
    expect(again.cache).toBe('hit');
  });

  it('renders a page once whatever parameters it does not read are added (/?bust=1 … /?bust=100)', async () => {
    const { url, renders, hold, release } = await site();
    // All at once, as the review sent them: one renders, the others wait for its page.
    hold();
    const burst = Array.from({ length: 100 }, (_, index) => get(`${url}/?bust=${index + 1}`));
    await expect.poll(renders).toBe(1);
    release();
    const pages = await Promise.all(burst);
    expect(renders()).toBe(1);
    expect(pages.filter((page) => page.cache === 'miss')).toHaveLength(1);
    // Rendered at the page's own address: no visitor's parameters reach another's copy.
    expect(new Set(pages.map((page) => page.html.replace(/nonce="[^"]+"/g, '')))).toEqual(
      new Set([expect.stringContaining('page 1 of / –')]),
    );
    expect((await get(`${url}/?bust=101`)).cache).toBe('hit');
    expect(renders()).toBe(1);
  });

  it('keeps a page of its own for each value of a parameter the page reads', async () => {
    const { url, renders } = await site();
    const haga = await get(`${url}/schema/?site=1&utm_source=mail`);
    const alvstranden = await get(`${url}/schema/?site=3509`);
    const nextWeek = await get(`${url}/schema/?site=1&week=1`);
    const hagaAgain = await get(`${url}/schema/?fbclid=abc&site=1`);
    const nextWeekAgain = await get(`${url}/schema/?week=1&x=2&site=1`);
    const treatments = [
      await get(`${url}/booking-service/?id=701&from=2026-03-26`),
      await get(`${url}/booking-service/?id=701&from=2026-03-27`),
    ];
    expect([haga, alvstranden, nextWeek, ...treatments].map((page) => page.cache)).toEqual([
      'miss',
      'miss',
      'miss',
      'miss',
      'miss',
    ]);
    expect([hagaAgain.cache, nextWeekAgain.cache]).toEqual(['hit', 'hit']);
    expect(haga.html).toContain('page 1 of /schema/?site=1 –');
    expect(renders()).toBe(5);
  });

  it('keeps the whole address of a page it does not know the parameters of', async () => {
    const { url, renders } = await site();
    const first = await get(`${url}/somewhere-new/?x=1`);
    await get(`${url}/somewhere-new/?x=2`);
    expect(first.html).toContain('page 1 of /somewhere-new/?x=1 –');
    expect(renders()).toBe(2);
  });

  it("keeps the pages of visitors with each answer about analytics apart (the banner's)", async () => {
    const { url, renders } = await site();
    const unanswered = await get(`${url}/`);
    const accepted = await get(`${url}/`, { cookie: 'analytics_consent=granted' });
    const rejected = await get(`${url}/`, { cookie: 'analytics_consent=denied' });
    const rejectedAgain = await get(`${url}/`, { cookie: 'x=1; analytics_consent=denied' });
    expect([unanswered.cache, accepted.cache, rejected.cache]).toEqual(['miss', 'miss', 'miss']);
    expect(rejectedAgain.cache).toBe('hit');
    expect(renders()).toBe(3);
  });

  it('renders a busy page once for the visitors who ask at the same time', async () => {
    const { url, renders, hold, release } = await site();
    hold();
    const asked = Array.from({ length: 5 }, () => get(`${url}/`));
    // Every request has reached the cache once the one render has begun (the others wait on it).
    await expect.poll(renders).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    const pages = await Promise.all(asked);
    expect(renders()).toBe(1);
    expect(new Set(pages.map((page) => page.html.replace(/nonce="[^"]+"/g, ''))).size).toBe(1);
    expect(new Set(pages.map((page) => page.nonceInPage)).size).toBe(5);
  });

  it('never keeps a signed-in visitor’s page, a member page, the checkout or a failed page', async () => {
    const { url, renders } = await site();
    for (let i = 0; i < 2; i++) {
      await get(`${url}/`, { 'x-signed-in': '1' });
      await get(`${url}/mina-sidor/overview/`);
      await get(`${url}/en/checkout/`);
      await get(`${url}/broken`);
      await get(`${url}/with-cookie`);
    }
    expect(renders()).toBe(2 * 4);
  });

  it('leaves the pages alone when a passed-on header may change them, or when it is off', async () => {
    const varying = await site({ varyingHeaders: ['x-mock-scenarios'] });
    await get(`${varying.url}/`, { 'x-mock-scenarios': '[]' });
    await get(`${varying.url}/`, { 'x-mock-scenarios': '[]' });
    expect(varying.renders()).toBe(2);
    const off = await site({ seconds: 0 });
    await get(`${off.url}/`);
    expect((await get(`${off.url}/`)).cache).toBeNull();
    expect(off.renders()).toBe(2);
  });

  it('renders again once the page has been kept its time', async () => {
    let clock = 1_000;
    const { url, renders } = await site({ seconds: 10, now: () => clock });
    await get(`${url}/`);
    clock = 10_999;
    expect((await get(`${url}/`)).cache).toBe('hit');
    clock = 11_001;
    expect((await get(`${url}/`)).cache).toBe('miss');
    expect(renders()).toBe(2);
  });

  it('keeps at most maxPages, dropping the least asked for', async () => {
    const { url, renders } = await site({ maxPages: 2 });
    for (const path of ['/a', '/b', '/a', '/c', '/a', '/b']) await get(`${url}${path}`);
    // /b was dropped for /c; /a stayed, being asked for.
    expect(renders()).toBe(4);
  });
});
