// @vitest-environment jsdom
// The app's requests take what the document already asked for (docs/decisions/023), once, and
// only when they are the request the document made.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_ANSWER_MAX_AGE_MS, type DocumentAnswer } from '../document/document-answers';
import { ApiError } from './api-error';
import { apiStatus } from './api-status';
import { createAxiosInstance, sendRequest } from './create-api-client';
import { takingDocumentAnswers } from './document-answer-adapter';

/** The network edge: every request that reaches it is recorded and answered with `data`. */
function network(data: unknown) {
  const sent: string[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    sent.push(`${config.method?.toUpperCase()} ${config.url}`);
    return Promise.resolve({ status: 200, statusText: 'OK', headers: {}, config, data });
  };
  return { sent, adapter };
}

function client(net: AxiosAdapter, token: string | null = null) {
  const instance = createAxiosInstance({ baseURL: '/api', getToken: () => token });
  instance.defaults.adapter = takingDocumentAnswers(net);
  return (url: string, method = 'GET', data?: unknown) =>
    sendRequest(instance, { url, method, data });
}

function documentAsked(
  url: string,
  answer: DocumentAnswer | null,
  made: { method?: string; authorization?: string } = {},
) {
  window.documentRequests = [
    ...(window.documentRequests ?? []),
    { url, key: '[]', ...made, answer: Promise.resolve(answer) },
  ];
}

const json = (status: number, body: unknown): DocumentAnswer => ({
  status,
  statusText: '',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

afterEach(() => {
  vi.restoreAllMocks();
  delete window.documentRequests;
  apiStatus.reset();
});

describe("the document's answers", () => {
  it("answer the app's first request of the same URL, parsed as JSON; the next one is the network's", async () => {
    const net = network({ from: 'network' });
    documentAsked('/api/texts/login?lang=sv', json(200, { text: '<p>Välkommen</p>' }));
    const get = client(net.adapter);
    await expect(get('/texts/login?lang=sv')).resolves.toEqual({ text: '<p>Välkommen</p>' });
    expect(net.sent).toEqual([]);
    await expect(get('/texts/login?lang=sv')).resolves.toEqual({ from: 'network' });
    expect(net.sent).toEqual(['GET /texts/login?lang=sv']);
  });

  it("are an error answer too: the app's error, with the server's status and body", async () => {
    documentAsked('/api/products/services/9', json(404, { errorCode: 'NOT_FOUND' }));
    const error = await client(network({}).adapter)('/products/services/9').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(apiStatus.get().unavailable).toBe(true);
  });

  it('are not taken by another URL, another method, or a request that carries the token', async () => {
    documentAsked('/api/businessunits', json(200, [{ id: 1 }]));
    const net = network([{ id: 2 }]);
    await expect(client(net.adapter)('/businessunits?x=1')).resolves.toEqual([{ id: 2 }]);
    await expect(client(net.adapter)('/businessunits', 'POST')).resolves.toEqual([{ id: 2 }]);
    await expect(client(net.adapter, 'a token')('/businessunits')).resolves.toEqual([{ id: 2 }]);
    expect(net.sent).toEqual([
      'GET /businessunits?x=1',
      'POST /businessunits',
      'GET /businessunits',
    ]);
    // Still there for the request the document made.
    await expect(client(net.adapter)('/businessunits')).resolves.toEqual([{ id: 1 }]);
  });

  it("answer a signed-in member's request only when it carries the token the document sent", async () => {
    const made = { authorization: 'Bearer token-a' };
    documentAsked('/api/customers/4711', json(200, { firstName: 'Anna' }), made);
    const net = network({ from: 'network' });
    await expect(client(net.adapter)('/customers/4711')).resolves.toEqual({ from: 'network' });
    await expect(client(net.adapter, 'token-b')('/customers/4711')).resolves.toEqual({
      from: 'network',
    });
    expect(net.sent).toEqual(['GET /customers/4711', 'GET /customers/4711']);
    await expect(client(net.adapter, 'token-a')('/customers/4711')).resolves.toEqual({
      firstName: 'Anna',
    });
    expect(net.sent).toHaveLength(2);
  });

  it('answer a POST without a body (the token check) only where the document made that POST', async () => {
    const made = { method: 'POST', authorization: 'Bearer token-a' };
    documentAsked('/api/auth/validate', json(200, { username: '4711' }), made);
    const net = network({ from: 'network' });
    await expect(client(net.adapter, 'token-a')('/auth/validate', 'GET')).resolves.toEqual({
      from: 'network',
    });
    await expect(
      client(net.adapter, 'token-a')('/auth/validate', 'POST', { a: 1 }),
    ).resolves.toEqual({ from: 'network' });
    await expect(client(net.adapter, 'token-a')('/auth/validate', 'POST')).resolves.toEqual({
      username: '4711',
    });
    expect(net.sent).toEqual(['GET /auth/validate', 'POST /auth/validate']);
  });

  it('are not taken once the page has been open a while: a late request is asked anew', async () => {
    documentAsked('/api/businessunits', json(200, [{ id: 1 }]));
    const net = network([{ id: 2 }]);
    vi.spyOn(performance, 'now').mockReturnValue(DOCUMENT_ANSWER_MAX_AGE_MS + 1);
    await expect(client(net.adapter)('/businessunits')).resolves.toEqual([{ id: 2 }]);
    expect(net.sent).toEqual(['GET /businessunits']);
  });

  it('that never reached the server leave the request to the network', async () => {
    documentAsked('/api/businessunits', null);
    const net = network([{ id: 2 }]);
    await expect(client(net.adapter)('/businessunits')).resolves.toEqual([{ id: 2 }]);
    expect(net.sent).toEqual(['GET /businessunits']);
  });
});
