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
  /** The request's path and parameters as orval's query keys name them, as JSON. */
  key: string;
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

/** The document's answer for `url`, once: the app's first request of it takes it. */
export function takeDocumentAnswer(url: string): Promise<DocumentAnswer | null> | undefined {
  if (performance.now() > DOCUMENT_ANSWER_MAX_AGE_MS) return undefined;
  const entry = entries().find((candidate) => candidate.url === url && !candidate.taken);
  if (!entry) return undefined;
  entry.taken = true;
  return entry.answer;
}

/** The document's answer for the request named by `key` (JSON of its query key), to read. */
export function documentAnswerFor(key: string): Promise<DocumentAnswer | null> | undefined {
  return entries().find((candidate) => candidate.key === key)?.answer;
}

/** The JSON key the document's table and a page's slot both name a request by. */
export const requestKey = (queryKey: readonly unknown[]): string => JSON.stringify(queryKey);

/**
 * Stands for the product id in what the build records and renders for a page keyed by an id
 * (a treatment's page): the document puts the address's id in its place.
 */
export const ID_SENTINEL = '2147480001';

/**
 * The id of the address as the app reads it ('0701' is 701), or null for none or an invalid one.
 * index.html's head script applies the same rule (scripts/document-data-script.ts).
 */
export function canonicalId(value: string | null): string | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= Number.MAX_SAFE_INTEGER ? String(id) : null;
}
