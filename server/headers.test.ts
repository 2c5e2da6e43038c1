// Every response's security headers, with a fresh CSP nonce each time, and which pages no cache
// may keep.
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { htmlCacheControl, nonce, PERMISSIONS_POLICY, securityHeaders } from './headers';

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** An app with the headers, whose page answers with the nonce it was given. */
async function site(https: boolean): Promise<string> {
  const app = express();
  app.use(nonce, securityHeaders({ https }));
  app.get('/', (_request, response) => void response.send(String(response.locals.cspNonce)));
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

async function page(url: string) {
  const response = await fetch(url);
  const csp = response.headers.get('content-security-policy') ?? '';
  const directives = new Map(
    csp.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  return { nonce: await response.text(), directives, headers: response.headers };
}

describe('the security headers', () => {
  it("put the page's own nonce in script-src and style-src-elem, nothing inline without it", async () => {
    const { nonce: value, directives } = await page(await site(true));
    expect(value).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directives.get('script-src')).toEqual([`'nonce-${value}'`, "'strict-dynamic'"]);
    expect(directives.get('style-src-elem')).toEqual(["'self'", `'nonce-${value}'`]);
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('give every response a nonce of its own', async () => {
    const url = await site(true);
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const { nonce: value, directives } = await page(url);
      expect(directives.get('script-src')).toContain(`'nonce-${value}'`);
      nonces.add(value);
    }
    expect(nonces.size).toBe(5);
  });

  it("let the site's own service worker run, and no other origin's (strict-dynamic alone would refuse it)", async () => {
    const { directives } = await page(await site(false));
    expect(directives.get('worker-src')).toEqual(["'self'"]);
  });

  it('upgrade insecure requests only on an https site', async () => {
    expect((await page(await site(true))).directives.has('upgrade-insecure-requests')).toBe(true);
    expect((await page(await site(false))).directives.has('upgrade-insecure-requests')).toBe(false);
  });

  it('switch off the browser features the shop never uses, and keep the referrer to the origin', async () => {
    const { headers } = await page(await site(false));
    expect(headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )camera=\(\)/);
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('pin the site to https (HSTS) only when it is served over https', async () => {
    const secure = (await page(await site(true))).headers;
    expect(secure.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = (await page(await site(false))).headers;
    expect(plain.get('strict-transport-security')).toBeNull();
  });
});

describe('the cache rule of a page', () => {
  const PERSONAL = [
    '/mina-sidor',
    '/mina-sidor/',
    '/mina-sidor/bokningar/',
    '/en/mina-sidor/profile',
    '/kassa/',
    '/en/checkout/',
    '/checkout',
    '/session/logout',
  ];
  const PUBLIC = [
    '/',
    '/en/',
    '/schema/',
    '/mina-sidorna',
    '/kassabok/',
    '/en/checkouts',
    '/x/kassa/',
  ];

  it('is never kept for member pages, the checkout and the session', () => {
    for (const path of PERSONAL)
      expect(htmlCacheControl(path, false), path).toBe('private, no-store');
  });

  it('is revalidated for everyone else’s public pages', () => {
    for (const path of PUBLIC) expect(htmlCacheControl(path, false), path).toBe('no-cache');
  });

  it('is never kept on any page for a signed-in visitor', () => {
    for (const path of [...PUBLIC, ...PERSONAL])
      expect(htmlCacheControl(path, true), path).toBe('private, no-store');
  });
});
