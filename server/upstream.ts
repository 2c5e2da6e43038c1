// The server's own calls to BRP and WordPress: the route loaders' generated calls (the same
// functions the browser uses, sent here instead of through the gateway) and the session's token
// calls. Every call carries the request's session, read from one AsyncLocalStorage, never a
// module-level variable: requests run side by side.
import { AsyncLocalStorage } from 'node:async_hooks';
import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { toApiError } from '../src/lib/api/api-error';
import { decodeBinaryErrorBody } from '../src/lib/api/create-api-client';
import { setServerTransport, type ApiName } from '../src/lib/api/server-transport';
import { checkAnswer, invalidAnswerError, reportInvalidAnswer } from './answer-check';
import type { ServerConfig } from './config';
import { matchOperation } from './contract-allow-list';
import { MAX_UPSTREAM_ANSWER_BYTES } from './gateway-answer';
import { observeUpstream, reportSharedCacheStats } from './metrics';
import { traceparentFor } from './request-id';
import { sendUpstream } from './upstream-request';
import { createSharedCache, headerNames, isBrief, setSharedCache, sharedKey } from './shared-cache';
import { withoutTokens } from './token-scrub';

/** A page's calls give up after this: the browser asks again and shows its own error state. */
export const UPSTREAM_TIMEOUT_MS = 8_000;

interface RequestScope {
  accessToken: string | null;
  /** Headers of the page request passed on to the upstream calls (FORWARD_REQUEST_HEADERS). */
  forwarded: Record<string, string>;
  /** The page request's id: each call carries it as its `traceparent` (server/request-id.ts). */
  requestId?: string;
  /** The session's own token calls (login, refresh) read BRP's tokens; nothing else does. */
  keepTokens?: boolean;
  /** BRP's Accept-Language for the page being rendered (its address's language, decision 059). */
  locale?: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` with the request's access token (and passed-on headers) for every upstream call. */
export function withUpstreamScope<T>(
  accessToken: string | null,
  forwarded: Record<string, string>,
  work: () => T,
  requestId?: string,
  locale?: string,
): T {
  return scope.run({ accessToken, forwarded, requestId, ...(locale ? { locale } : {}) }, work);
}

/**
 * Runs the session's own token call (the login, a refresh) so that its answer keeps BRP's
 * tokens: every other auth answer the server reads loses them (server/token-scrub.ts).
 */
export function keepingTokens<T>(work: () => T): T {
  const current = scope.getStore() ?? { accessToken: null, forwarded: {} };
  return scope.run({ ...current, keepTokens: true }, work);
}

/**
 * What a call carries besides its own headers: the member's token (booking), the content site's
 * credential, the passed-on headers, the trace and BRP's language (decision 059). `has` says
 * whether the call names a header itself.
 */
function callHeaders(
  api: ApiName,
  contentAuth: string | null,
  method: string,
  url: string,
  has: (name: string) => boolean,
): Record<string, string> {
  const current = scope.getStore();
  const headers: Record<string, string> = {};
  if (api === 'content' && contentAuth) headers.authorization = contentAuth;
  if (api === 'booking' && current?.accessToken && !has('authorization'))
    headers.authorization = `Bearer ${current.accessToken}`;
  for (const [name, value] of Object.entries(current?.forwarded ?? {}))
    headers[name.toLowerCase()] = value;
  // A traceparent passed on (FORWARD_REQUEST_HEADERS) continues the caller's trace instead.
  if (current?.requestId && !has('traceparent') && headers.traceparent === undefined)
    headers.traceparent = traceparentFor(current.requestId);
  // BRP translates names by it: sent with the calls whose contract names it (decision 059).
  if (api === 'booking' && current?.locale && namesLanguage(method, url))
    headers['accept-language'] = current.locale;
  return headers;
}

export function basicAuthHeader(auth: string): string {
  return `Basic ${Buffer.from(auth, 'utf8').toString('base64')}`;
}

/**
 * Every upstream call: a time limit, a size limit (also once decompressed), and no redirect
 * followed (an answer that sends the server elsewhere, with the member's token, is an error).
 */
const limits = {
  timeout: UPSTREAM_TIMEOUT_MS,
  maxContentLength: MAX_UPSTREAM_ANSWER_BYTES,
  maxBodyLength: MAX_UPSTREAM_ANSWER_BYTES,
  maxRedirects: 0,
};

/** axios, for the calls undici's path does not take: a file sent or a blob asked for. */
function instances(
  config: ServerConfig,
  contentAuth: string | null,
): Record<ApiName, AxiosInstance> {
  const make = (api: ApiName, baseURL: string) => {
    const instance = axios.create({ baseURL, ...limits });
    instance.interceptors.request.use((request) => {
      const has = (name: string) => request.headers.has(name);
      request.headers.set(
        callHeaders(api, contentAuth, request.method ?? 'GET', request.url ?? '', has),
      );
      return request;
    });
    return instance;
  };
  return {
    booking: make('booking', config.bookingApiUrl),
    content: make('content', config.contentApiUrl),
  };
}

/** Whether the contract's operation for a booking call takes BRP's Accept-Language. */
function namesLanguage(method: string | undefined, url: string | undefined): boolean {
  const path = `/${(url ?? '').split('?', 1)[0]!.replace(/^\/+/, '')}`;
  const match = matchOperation('booking', method ?? 'GET', path);
  return match.kind === 'operation' && match.operation.headers.includes('accept-language');
}

const isAuthCall = (api: ApiName, url: string | undefined) =>
  api === 'booking' && /^\/?auth\//.test(url ?? '');

/** Starts timing one call; the returned function records its end (status 0: no answer). */
function measuring(api: ApiName, method: string, url: string) {
  const started = performance.now();
  const path = `/${url.split('?', 1)[0]!.replace(/^\/+/, '')}`;
  const match = matchOperation(api, method, path);
  const operation = match.kind === 'operation' ? match.operation.operationId : 'unknown';
  return (status: number, invalid = false) =>
    observeUpstream(
      { api, operation, via: 'server' },
      status,
      (performance.now() - started) / 1000,
      invalid,
    );
}

/** A body undici's path sends as JSON: a plain object or an array (or none, or a string). */
const isJsonBody = (data: unknown) =>
  data === undefined ||
  data === null ||
  typeof data === 'string' ||
  Array.isArray(data) ||
  (typeof data === 'object' &&
    [Object.prototype, null].includes(Object.getPrototypeOf(data) as object | null));

interface Transport {
  axios: Record<ApiName, AxiosInstance>;
  contentAuth: string | null;
}

/** Sends one call: undici for JSON (every page's loaders), axios for a file or a blob. */
async function answerOf(transport: Transport, api: ApiName, request: AxiosRequestConfig) {
  if (request.responseType !== undefined || !isJsonBody(request.data)) {
    try {
      return await transport.axios[api].request(request);
    } catch (error) {
      // A call that asks for a blob gets its JSON error as text: read it back, as the browser does.
      await decodeBinaryErrorBody(error);
      throw toApiError(error);
    }
  }
  const method = (request.method ?? 'GET').toUpperCase();
  const url = request.url ?? '';
  const own = headerNames(request.headers);
  const has = (name: string) => own[name] !== undefined;
  return sendUpstream({
    method,
    url: transport.axios[api].getUri(request),
    headers: { ...own, ...callHeaders(api, transport.contentAuth, method, url, has) },
    data: request.data,
    signal: request.signal as AbortSignal | undefined,
    timeoutMs: UPSTREAM_TIMEOUT_MS,
  });
}

/** One call, timed and checked against the contract; an auth answer loses BRP's tokens unless kept. */
async function send(transport: Transport, api: ApiName, request: AxiosRequestConfig) {
  let answer: { status: number; data: unknown };
  const measure = measuring(api, request.method ?? 'GET', request.url ?? '');
  try {
    answer = await answerOf(transport, api, request);
  } catch (error) {
    const failure = toApiError(error);
    measure(failure.status);
    throw failure;
  }
  const problem = checkAnswer(
    api,
    request.method ?? 'GET',
    request.url ?? '',
    answer.status,
    answer.data,
  );
  measure(answer.status, problem !== null);
  if (!problem)
    return isAuthCall(api, request.url) && !scope.getStore()?.keepTokens
      ? withoutTokens(answer.data)
      : answer.data;
  reportInvalidAnswer(problem);
  throw invalidAnswerError(problem);
}

/**
 * Sends the generated calls made while rendering straight to the upstream APIs; what is the same
 * for every visitor comes from the shared cache (server/shared-cache.ts).
 */
export function installServerTransport(config: ServerConfig): void {
  const contentAuth = config.contentApiAuth ? basicAuthHeader(config.contentApiAuth) : null;
  const transport: Transport = { axios: instances(config, contentAuth), contentAuth };
  const shared = createSharedCache({ seconds: config.sharedCacheSeconds });
  setSharedCache(shared);
  reportSharedCacheStats(() => {
    const { hits, misses, size } = shared.stats();
    return [{ cache: 'upstream', hits, misses, entries: size }];
  });
  setServerTransport((api, request) => {
    const store = scope.getStore();
    // The page's language is part of the answer (BRP names things in it, decision 059).
    const language = store?.locale ? { 'accept-language': store.locale } : {};
    const key = sharedKey({ api, ...request }, { ...store?.forwarded, ...language });
    const brief = isBrief({ api, ...request });
    // A class's or an event's details go without the member's token only to be shared (decision
    // 088): with the cache off (the tests' mock keeps each login's places) they go as before.
    if (key === null || (brief && !(config.sharedCacheSeconds > 0)))
      return send(transport, api, request);
    // Shared by many renders: no one page's signal may cancel it. The same for everyone, it goes
    // without the member's token (BRP's public reads need none; decision 080).
    const { signal: _signal, ...call } = request;
    const anonymous: RequestScope = { ...(store ?? { forwarded: {} }), accessToken: null };
    return shared.answer(key, () => scope.run(anonymous, () => send(transport, api, call)), brief);
  });
}
