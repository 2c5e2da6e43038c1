// A request that changes something must come from the shop's own pages: the browser's Origin
// names this site's origin, scheme and host, and Sec-Fetch-Site does not say another site.
import express, { type Express } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isSameSiteRequest,
  refuseCrossOrigin,
  setSiteOrigin,
  type SiteOrigin,
} from './origin-check';

const HOST = 'shop.example.se';
const SITE = `https://${HOST}`;

describe('a same-site request', () => {
  it("names the site's origin in Origin (a default port is the same origin)", () => {
    expect(isSameSiteRequest({ origin: SITE }, SITE)).toBe(true);
    expect(isSameSiteRequest({ origin: `${SITE}:443` }, SITE)).toBe(true);
    expect(isSameSiteRequest({ origin: `HTTPS://${HOST.toUpperCase()}` }, SITE)).toBe(true);
    expect(isSameSiteRequest({ origin: SITE, 'sec-fetch-site': 'same-origin' }, SITE)).toBe(true);
  });

  it('is one without Origin that no browser marked as from elsewhere (curl, a typed address)', () => {
    expect(isSameSiteRequest({}, SITE)).toBe(true);
    expect(isSameSiteRequest({ 'sec-fetch-site': 'none' }, SITE)).toBe(true);
  });
});

describe('a request from elsewhere', () => {
  it('names another scheme, host, port or nothing readable in Origin', () => {
    for (const origin of [
      `http://${HOST}`,
      'https://evil.example',
      `https://${HOST}.evil.example`,
      `https://www.${HOST}`,
      `https://${HOST}:8443`,
      'null',
      'not a url',
      '',
    ])
      expect(isSameSiteRequest({ origin }, SITE), origin).toBe(false);
  });

  it('is marked cross-site or same-site (a sibling subdomain) by the browser', () => {
    for (const site of ['cross-site', 'same-site']) {
      expect(isSameSiteRequest({ 'sec-fetch-site': site }, SITE)).toBe(false);
      expect(isSameSiteRequest({ origin: SITE, 'sec-fetch-site': site }, SITE)).toBe(false);
    }
  });

  it('has an Origin but the site has none to compare it with (no Host)', () => {
    expect(isSameSiteRequest({ origin: SITE }, null)).toBe(false);
  });
});

describe('the guard', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  /**
   * The guard inside an app mounted on the outer one, as the shop's app is mounted on
   * server/main.ts's; the site's origin is set on the outer one.
   */
  async function site(origin?: SiteOrigin): Promise<string> {
    const outer = express();
    if (origin) setSiteOrigin(outer, origin);
    const inner: Express = express();
    inner.use(refuseCrossOrigin, (_request, response) => void response.status(204).end());
    outer.use(inner);
    const server = outer.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return `127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const send = async (host: string, method: string, headers: Record<string, string>) =>
    (await fetch(`http://${host}/`, { method, headers })).status;

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'refuses %s from elsewhere with 403',
    async (method) => {
      const host = await site({ https: false, publicUrl: null });
      const response = await fetch(`http://${host}/`, {
        method,
        headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ errorCode: 'CROSS_ORIGIN_REQUEST_REFUSED' });
    },
  );

  it.each(['GET', 'HEAD', 'OPTIONS'])('lets %s through from anywhere', async (method) => {
    const host = await site({ https: false, publicUrl: null });
    expect(await send(host, method, { Origin: 'https://evil.example' })).toBe(204);
  });

  it("compares the scheme: the https twin of an http site is refused, the site's own taken", async () => {
    const host = await site({ https: false, publicUrl: null });
    expect(await send(host, 'POST', { Origin: `https://${host}` })).toBe(403);
    expect(await send(host, 'POST', { Origin: `http://${host}` })).toBe(204);
  });

  it('expects https on an https site, though TLS ended at the proxy in front', async () => {
    const host = await site({ https: true, publicUrl: null });
    expect(await send(host, 'POST', { Origin: `http://${host}` })).toBe(403);
    expect(await send(host, 'POST', { Origin: `https://${host}` })).toBe(204);
  });

  it("takes PUBLIC_URL's origin when it is set, whatever the Host", async () => {
    const host = await site({ https: true, publicUrl: SITE });
    expect(await send(host, 'POST', { Origin: SITE })).toBe(204);
    expect(await send(host, 'POST', { Origin: `https://${host}` })).toBe(403);
    expect(await send(host, 'POST', { Origin: `http://${HOST}` })).toBe(403);
  });

  it('without a site origin (a bare gateway), expects the scheme the request came with', async () => {
    const host = await site();
    expect(await send(host, 'POST', { Origin: `http://${host}` })).toBe(204);
    expect(await send(host, 'POST', { Origin: `https://${host}` })).toBe(403);
  });
});
