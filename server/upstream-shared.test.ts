// The server's own calls during a member's page (server/upstream.ts): BRP's public reads go
// without the member's token and are shared by every render; the member's own carry the token.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { getCustomer } from '@generated/booking/endpoints/customers/customers';
import {
  getGroupActivity,
  getServiceProduct,
} from '@generated/booking/endpoints/catalogue/catalogue';
import { setServerTransport } from '../src/lib/api/server-transport';
import type { ServerConfig } from './config';
import { specExample } from './testing/spec-examples';
import { installServerTransport, withUpstreamScope } from './upstream';

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

const closers: (() => void)[] = [];
afterEach(() => {
  setServerTransport(null);
  for (const close of closers.splice(0)) close();
});

/** BRP as the contract answers it, each call recorded. */
async function brp(seen: Seen[]): Promise<string> {
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    seen.push({ url, headers: request.headers });
    const example = specExample('booking', 'GET', url.replace(/^\/api\/ver3/, '').split('?')[0]!);
    response.writeHead(example?.status ?? 404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(example?.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/ver3`;
}

/** The server's calls to that BRP, its shared cache at the default lifetime (or off: 0). */
async function serverOnBrp(sharedCacheSeconds = 30): Promise<Seen[]> {
  const seen: Seen[] = [];
  const bookingApiUrl = await brp(seen);
  installServerTransport({
    bookingApiUrl,
    contentApiUrl: bookingApiUrl,
    sharedCacheSeconds,
  } as ServerConfig);
  return seen;
}

/** Work as a member's page does it: every call in the scope of that member's token. */
const asMember = <T>(token: string, work: () => Promise<T>) =>
  withUpstreamScope(token, {}, work, undefined, 'sv-SE');

describe("a member's page's calls", () => {
  it('a product: asked once, without the token, for every member', async () => {
    const seen = await serverOnBrp();

    const first = await asMember('token-of-anna', () => getServiceProduct(701));
    const second = await asMember('token-of-bo', () => getServiceProduct(701));

    expect(second).toEqual(first);
    expect(seen.map((call) => call.url)).toEqual(['/api/ver3/products/services/701']);
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it("a class's details (its places left): without the token, shared by the renders of a moment", async () => {
    const seen = await serverOnBrp();

    const first = await asMember('token-of-anna', () => getGroupActivity(1, 120104));
    const second = await asMember('token-of-bo', () => getGroupActivity(1, 120104));

    expect(second).toEqual(first);
    expect(seen.map((call) => call.url)).toEqual([
      '/api/ver3/businessunits/1/groupactivities/120104',
    ]);
    expect(seen[0]!.headers.authorization).toBeUndefined();
    // BRP names the class in the page's language: the language is part of what is shared.
    expect(seen[0]!.headers['accept-language']).toBe('sv-SE');
  });

  it("a class's details with the cache off: asked each time, with the member's token", async () => {
    const seen = await serverOnBrp(0);

    await asMember('token-of-anna', () => getGroupActivity(1, 120104));
    await asMember('token-of-anna', () => getGroupActivity(1, 120104));

    expect(seen.map((call) => call.headers.authorization)).toEqual([
      'Bearer token-of-anna',
      'Bearer token-of-anna',
    ]);
  });

  it("the member's own: each asked with that member's token, never shared", async () => {
    const seen = await serverOnBrp();

    await asMember('token-of-anna', () => getCustomer(4711));
    await asMember('token-of-anna', () => getCustomer(4711));

    expect(seen.map((call) => call.headers.authorization)).toEqual([
      'Bearer token-of-anna',
      'Bearer token-of-anna',
    ]);
  });
});
