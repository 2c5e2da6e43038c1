// The answers to the requests index.html started before the app's code came (docs/decisions/022,
// 023): its head script (scripts/document-data-script.ts) fetches a page's first requests and
// lists them here. The app's axios requests take them (src/lib/api/document-answer-adapter.ts),
// and the document's own first paint reads them (src/app/document-paint.ts). No axios, no React:
// the first paint's small script imports this too.

/** What the document's request answered: enough to hand to axios as if it had asked itself. */
export interface DocumentAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
}

export interface DocumentRequestEntry {
  /** The URL as the app requests it (base URL, path, query string). */
  url: string;
  /** GET unless said (the token check is a POST without a body). */
  method?: string;
  /**
   * The Authorization header the document sent (the stored session's token), or none: the app's
   * request takes the answer only when it carries the same (docs/decisions/024).
   */
  authorization?: string | null;
  /** The request's path and parameters as orval's query keys name them, as JSON. */
  key: string;
  /**
   * The key as the build recorded it, with the table's placeholders ('{customer}'): how a
   * prerendered page's slot names a signed-in member's answer (the paint knows no customer id).
   */
  recordedKey?: string;
  /** null when the request failed to reach the server: the app then asks itself. */
  answer: Promise<DocumentAnswer | null>;
  /** Set once the app has taken the answer: a later request of the same URL is a new one. */
  taken?: boolean;
}

declare global {
  interface Window {
    documentRequests?: DocumentRequestEntry[];
  }
}

const entries = (): DocumentRequestEntry[] =>
  (typeof window === 'undefined' ? undefined : window.documentRequests) ?? [];

/**
 * How long after the page opened the app may take an answer: it asks for them as it starts. One it
 * asks for later (the login page opened long after a signed-in arrival went on elsewhere) is
 * asked for anew.
 */
export const DOCUMENT_ANSWER_MAX_AGE_MS = 30_000;

/** A request as the app makes it, as far as the document's answer must match it. */
export interface DocumentRequestMatch {
  url: string;
  method: string;
  authorization: string | null;
}

/**
 * The document's answer for the request, once: the app's first request of the same URL, method
 * and Authorization takes it.
 */
export function takeDocumentAnswer({
  url,
  method,
  authorization,
}: DocumentRequestMatch): Promise<DocumentAnswer | null> | undefined {
  if (performance.now() > DOCUMENT_ANSWER_MAX_AGE_MS) return undefined;
  const entry = entries().find(
    (candidate) =>
      candidate.url === url &&
      (candidate.method ?? 'GET') === method.toUpperCase() &&
      (candidate.authorization ?? null) === authorization &&
      !candidate.taken,
  );
  if (!entry) return undefined;
  entry.taken = true;
  return entry.answer;
}

/** The document's answer for the request named by `key` (JSON of its query key), to read. */
export function documentAnswerFor(key: string): Promise<DocumentAnswer | null> | undefined {
  return entries().find((candidate) => candidate.key === key)?.answer;
}

/**
 * The answer to the request that `key` names as the build rendered it, its sentinels in place
 * (a signed-in member's, whose customer id the paint does not know).
 */
export function documentAnswerForRecorded(key: string): Promise<DocumentAnswer | null> | undefined {
  const recorded = withPlaceholders(key);
  return entries().find((candidate) => candidate.recordedKey === recorded)?.answer;
}

/** The JSON key the document's table and a page's slot both name a request by. */
export const requestKey = (queryKey: readonly unknown[]): string => JSON.stringify(queryKey);

/**
 * Stands for the product id in what the build records and renders for a page keyed by an id
 * (a treatment's page): the document puts the address's id in its place.
 */
export const ID_SENTINEL = '2147480001';

/**
 * Stands for the signed-in member's customer id in what the build records and renders for a page
 * of the member area: the document puts the stored session's id in its place (docs/decisions/024).
 */
export const CUSTOMER_SENTINEL = '2147480002';

/**
 * Stands for the stored order's id (ORDER_ID) in what the build records for the checkout: the
 * document puts the stored one in its place (docs/decisions/024).
 */
export const ORDER_SENTINEL = '2147480003';

/**
 * Stand for a service line's product and the order's facility in what the build records for the
 * checkout: the build answers the order with one line of this product at this facility, and the
 * document makes the requests that follow once per product of the stored order's real answer.
 */
export const PRODUCT_SENTINEL = '2147480004';
export const SITE_SENTINEL = '2147480005';

/** How the document's table writes each sentinel (scripts/document-data-script.ts). */
export const PLACEHOLDERS = {
  '{id}': ID_SENTINEL,
  '{customer}': CUSTOMER_SENTINEL,
  '{order}': ORDER_SENTINEL,
  '{product}': PRODUCT_SENTINEL,
  '{site}': SITE_SENTINEL,
} as const;

/** A recorded URL or key with its sentinels written as the table's placeholders. */
export function withPlaceholders(text: string): string {
  return Object.entries(PLACEHOLDERS).reduce(
    (result, [placeholder, sentinel]) => result.split(sentinel).join(placeholder),
    text,
  );
}

/**
 * The id of the address as the app reads it ('0701' is 701), or null for none or an invalid one.
 * index.html's head script applies the same rule (scripts/document-data-script.ts).
 */
export function canonicalId(value: string | null): string | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= Number.MAX_SAFE_INTEGER ? String(id) : null;
}
