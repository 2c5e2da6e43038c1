// A request that changes something must come from the shop's own pages: the browser's Origin
// names this host, and Sec-Fetch-Site does not say another site.
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { isSameSiteRequest, refuseCrossOrigin } from './origin-check';

const HOST = 'shop.example.se';

describe('a same-site request', () => {
  it('names this host in Origin (a default port is the same host)', () => {
    expect(isSameSiteRequest({ host: HOST, origin: `https://${HOST}` })).toBe(true);
    expect(isSameSiteRequest({ host: HOST, origin: `https://${HOST}:443` })).toBe(true);
    expect(isSameSiteRequest({ host: 'localhost:3000', origin: 'http://localhost:3000' })).toBe(
      true,
    );
    expect(
      isSameSiteRequest({ host: HOST, origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' }),
    ).toBe(true);
  });

  it('is one without Origin that no browser marked as from elsewhere (curl, a typed address)', () => {
    expect(isSameSiteRequest({ host: HOST })).toBe(true);
    expect(isSameSiteRequest({ host: HOST, 'sec-fetch-site': 'none' })).toBe(true);
  });
});

describe('a request from elsewhere', () => {
  it('names another host, port or nothing readable in Origin', () => {
    for (const origin of [
      'https://evil.example',
      `https://${HOST}.evil.example`,
      `https://evil.example/${HOST}`,
      `https://www.${HOST}`,
      `https://${HOST}:8443`,
      'null',
      'not a url',
      '',
    ])
      expect(isSameSiteRequest({ host: HOST, origin }), origin).toBe(false);
  });

  it('is marked cross-site or same-site (a sibling subdomain) by the browser', () => {
    for (const site of ['cross-site', 'same-site']) {
      expect(isSameSiteRequest({ host: HOST, 'sec-fetch-site': site })).toBe(false);
      expect(
        isSameSiteRequest({ host: HOST, origin: `https://${HOST}`, 'sec-fetch-site': site }),
      ).toBe(false);
    }
  });

  it('has an Origin but no Host to compare it with', () => {
    expect(isSameSiteRequest({ origin: `https://${HOST}` })).toBe(false);
  });
});

describe('the guard', () => {
  function run(method: string, headers: Request['headers']) {
    const next = vi.fn<() => void>();
    const json = vi.fn();
    const status = vi.fn(() => ({ json }));
    refuseCrossOrigin(
      { method, headers } as Request,
      { status } as unknown as Response,
      next as NextFunction,
    );
    return { next, status, json };
  }

  const crossSite = { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s from elsewhere with 403', (method) => {
    const { next, status, json } = run(method, crossSite);
    expect(next).not.toHaveBeenCalled();
    expect(status).toHaveBeenCalledWith(403);
    expect(json).toHaveBeenCalledWith(
      expect.objectContaining({ errorCode: 'CROSS_ORIGIN_REQUEST_REFUSED' }),
    );
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('lets %s through from anywhere', (method) => {
    const { next, status } = run(method, crossSite);
    expect(next).toHaveBeenCalledOnce();
    expect(status).not.toHaveBeenCalled();
  });

  it("lets the shop's own POST through", () => {
    const { next, status } = run('POST', { host: HOST, origin: `https://${HOST}` });
    expect(next).toHaveBeenCalledOnce();
    expect(status).not.toHaveBeenCalled();
  });
});
