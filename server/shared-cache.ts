// What the server asks BRP and WordPress for that is the same for every visitor (the content
// site's options, pages and notices; business units, products, resources), kept for a short while
// (SHARED_CACHE_SECONDS) and shared by every render: a busy minute asks upstream once per call,
// not once per page. Past its time an answer is still sent while one call fetches it again
// (stale-while-revalidate), up to STALE_FACTOR times its lifetime. A member's own answers are
// never kept: a call that names a customer or an order is not shareable (`sharedKey` answers
// null); a public read of a member's page is sent without the member's token, and shared. A
// class's or an event's details (their places left) are kept only briefly, never sent stale.
// lru-cache does the keeping, the bounds and the sharing of calls in flight (its fetchMethod);
// see docs/decisions/061-a-shared-upstream-cache.md, 080 and 088.
import { LRUCache } from 'lru-cache';
import type { ApiName } from '../src/lib/api/server-transport';

/** Past its lifetime an answer may still be sent (while it is fetched again) this many times longer. */
export const STALE_FACTOR = 10;
/** Most answers kept at once (each language, product and page is one). */
export const MAX_SHARED_ANSWERS = 1_000;

/** The booking API's calls that answer the same for everyone (without a member's token). */
const SHARED_BOOKING_CALL = [
  /^businessunits$/,
  /^consenttypes$/,
  /^apps\/[^/]+\/resources$/,
  /^products\/(?:valuecards|groupactivities|services|subscriptions)(?:\/[^/]+)?$/,
];
/**
 * A class's or an event's details (public reads): the same for everyone, but their places left
 * change with every booking, so they are kept briefly (BRIEF_SECONDS) and never sent past that.
 * The busiest minute's members, who all open their bookings at once, share them.
 */
const BRIEF_BOOKING_CALL = [/^businessunits\/[^/]+\/(?:groupactivities|events)\/[^/]+$/];
/** The most a class's or an event's details are kept (less when SHARED_CACHE_SECONDS is less). */
export const BRIEF_SECONDS = 5;
/** The content site's calls: every one the shop makes is public content. */
const SHARED_CONTENT_CALL = [
  /^wp\/v2\/(?:pages|brp_my_pages)$/,
  /^mild\/v1\/(?:service-by-id\/[^/]+|unique-messages|acf\/options\/global\/[^/]+|acf\/texts\/[^/]+)$/,
];

export interface SharedCall {
  api: ApiName;
  method?: string | undefined;
  url?: string | undefined;
  params?: unknown;
  /** Headers the call carries (the generated ones and those passed on from the page request). */
  headers?: unknown;
}

const withoutSlashes = (url: string) => url.replace(/^\/+/, '').replace(/\/+$/, '');
const pathOf = (call: SharedCall) => withoutSlashes((call.url ?? '').split('?', 1)[0] ?? '');

/** Whether a shared call is kept only briefly (a class's or an event's places left). */
export function isBrief(call: SharedCall): boolean {
  return call.api === 'booking' && BRIEF_BOOKING_CALL.some((pattern) => pattern.test(pathOf(call)));
}

/** The visitor's address and the trace context differ on every request, the answer does not. */
const PER_REQUEST_HEADERS = ['x-forwarded-for', 'traceparent', 'tracestate', 'x-request-id'];

/** A call's headers as plain strings, their names in lower case, without the empty ones. */
export function headerNames(headers: unknown): Record<string, string> {
  const plain: Record<string, string> = {};
  if (headers && typeof headers === 'object')
    for (const [name, value] of Object.entries(headers as Record<string, unknown>))
      if (value !== undefined && value !== null) plain[name.toLowerCase()] = String(value);
  return plain;
}

/** Parameters by which BRP answers for one customer (their price lists), as BRP's document says. */
const CUSTOMER_PARAMETERS = ['customer', 'subscriber'];

function namesCustomer(call: SharedCall, search: string): boolean {
  const params = (call.params ?? {}) as Record<string, unknown>;
  const query = new URLSearchParams(search);
  return CUSTOMER_PARAMETERS.some(
    (name) => (params[name] !== undefined && params[name] !== null) || query.has(name),
  );
}

/**
 * The cache key of a call that is the same for every visitor, or null when it is not: anything
 * but a GET, anything with a credential of the caller, anything not on the lists above
 * (customers, orders, receipts, suggestions of free times), and a read that names a customer
 * (`customer`, `subscriber`: that customer's prices). A call with a key is the same for a member:
 * the server sends it without the member's token (server/upstream.ts), as BRP's public reads
 * need none. The key holds the whole address with its parameters (the language among them:
 * `lang`) and the headers passed on (a test's mock scenario, a forwarded language).
 */
export function sharedKey(call: SharedCall, forwarded: object): string | null {
  if ((call.method ?? 'GET').toUpperCase() !== 'GET') return null;
  const headers = { ...headerNames(call.headers), ...headerNames(forwarded) };
  if (headers.authorization !== undefined || headers.cookie !== undefined) return null;
  // Headers that name the request, not the answer: in the key, each visitor would get their own.
  for (const name of PER_REQUEST_HEADERS) delete headers[name];
  const [path = '', search = ''] = (call.url ?? '').split('?', 2);
  const allowed =
    call.api === 'booking' ? [...SHARED_BOOKING_CALL, ...BRIEF_BOOKING_CALL] : SHARED_CONTENT_CALL;
  if (!allowed.some((pattern) => pattern.test(withoutSlashes(path)))) return null;
  if (namesCustomer(call, search)) return null;
  return JSON.stringify([call.api, path, search, call.params ?? null, headers]);
}

export interface SharedCacheStats {
  /** Answered from memory (fresh, or past its time while fetched again). */
  hits: number;
  /** Asked upstream, or joined a call already on its way for the same answer. */
  misses: number;
  /** How many answers are kept now. */
  size: number;
}

export interface SharedCacheOptions {
  /** How long an answer is fresh; 0 turns the cache off (every call goes upstream). */
  seconds: number;
  max?: number;
  /** The clock, in milliseconds (the tests' own). */
  now?: () => number;
}

/** A kept answer (lru-cache keeps objects; an answer may be an array or a string). */
interface Kept {
  data: unknown;
}

export interface SharedCache {
  /**
   * The answer of `ask`, shared when `key` is not null; a fresh copy for each caller. A brief
   * one (`isBrief`) is kept BRIEF_SECONDS at most and never sent past its time.
   */
  answer(key: string | null, ask: () => Promise<unknown>, brief?: boolean): Promise<unknown>;
  stats(): SharedCacheStats;
  clear(): void;
}

export function createSharedCache({
  seconds,
  max = MAX_SHARED_ANSWERS,
  now = () => performance.now(),
}: SharedCacheOptions): SharedCache {
  const counts = { hits: 0, misses: 0 };
  const freshMs = seconds * 1000;
  const briefMs = Math.max(Math.min(freshMs, BRIEF_SECONDS * 1000), 1);
  type Ask = () => Promise<unknown>;
  const cache = new LRUCache<string, Kept, Ask>({
    max,
    ttl: Math.max(freshMs, 1),
    ttlResolution: 0,
    perf: { now },
    // Past its time: sent while it is fetched again; a failed fetch again keeps it (upstream
    // down), a failed first fetch is the caller's error and nothing is kept.
    allowStale: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { context }) => ({ data: await context() }),
  });
  return {
    async answer(key, ask, brief = false) {
      if (key === null || !(seconds > 0)) return ask();
      // Too old even to send while fetching again: this caller waits for the new answer.
      // (getRemainingTTL: 0 when not kept, negative past its time.)
      const tooOld = cache.getRemainingTTL(key) < -freshMs * STALE_FACTOR;
      const status: LRUCache.Status<string, Kept, Ask> = {};
      const kept = await cache.fetch(key, {
        context: ask,
        status,
        ...(brief
          ? { ttl: briefMs, allowStale: false }
          : tooOld
            ? { allowStale: false, forceRefresh: true }
            : {}),
      });
      // lru-cache says how: 'hit', 'stale' (sent, fetched again), 'miss', 'inflight', 'refresh'.
      if (status.fetch === 'hit' || status.fetch === 'stale') counts.hits += 1;
      else counts.misses += 1;
      // Each render gets its own copy: a page that sorted or changed an answer in place would
      // otherwise change it for every other visitor.
      return structuredClone(kept!.data);
    },
    stats: () => ({ ...counts, size: cache.size }),
    clear: () => cache.clear(),
  };
}

let installed: SharedCache | null = null;

/** The server's one shared cache (server/upstream.ts installs it). */
export function setSharedCache(cache: SharedCache | null): void {
  installed = cache;
}

/** The shared cache's hits and misses since the server started (for the metrics). */
export function sharedCacheStats(): SharedCacheStats {
  return installed?.stats() ?? { hits: 0, misses: 0, size: 0 };
}
