// Renders a page on the server: the whole document with its data (the loaders have run), MUI's
// styles for exactly what it shows in <head>, every script and style with the response's nonce.
// The document is rendered whole before it is sent (emotion's critical styles must precede the
// markup), so a bot and a browser get the same complete HTML. The page's code starts loading
// once the browser has painted that HTML (src/lib/code-after-paint.server.ts).
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider, type ReportNamespaces } from 'react-i18next';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import {
  formatPageTitle,
  PageHeadContext,
  type PageHeadNotes,
} from '@/components/page-title/use-page-title';
import { dayjs } from '@/lib/dayjs';
import { codeAfterPaint } from '@/lib/code-after-paint.server';
import { createEmotionCache } from '@/lib/emotion-cache';
import { everyStyleChunk, styleTagsThatStay } from '@/lib/emotion-styles.server';
import { BUNDLED_NAMESPACES, PRELOADED_NAMESPACES } from '@/lib/i18n';
import { serverI18n } from '@/lib/i18n.server';
import { languageFromPath, type Language } from '@/lib/language';
import { headTags } from '@/lib/head-tags';
import { isPersonalPath } from '@/lib/paths';
import {
  brandContext,
  nonceContext,
  publicOriginContext,
  textChunksContext,
} from '@/lib/server-context';
import { scriptJson } from '@/lib/script-json';
import { ServerNonceContext } from '@/lib/server-nonce';
import { reportServerError } from '@/lib/server-errors';
import { serverInstrumentations } from '@/lib/server-instrumentation.server';

/** A loader or action that failed (React Router calls this; a redirect or a Response is not one). */
export function handleError(error: unknown, { request }: { request: Request }): void {
  reportServerError(error, request, 'loader');
}

// Loaders give up on a slow upstream well before this (server/upstream.ts).
export const streamTimeout = 10_000;

/** The route pattern for the access log; spans for the loaders when tracing is on. */
export const instrumentations = serverInstrumentations(
  Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()),
);

/**
 * The chunks of the texts the browser loads before it takes the page over (src/entry.client.tsx):
 * the page's namespaces and the ones every page loads (the bundled ones are in its code already),
 * fetched beside the page's code.
 */
function textPreloads(
  chunks: ReadonlyMap<string, string>,
  language: Language,
  namespaces: readonly string[],
  nonce: string,
): string {
  const bundled: readonly string[] = BUNDLED_NAMESPACES;
  return [...new Set([...namespaces, ...PRELOADED_NAMESPACES])]
    .filter((namespace) => !bundled.includes(namespace))
    .map((namespace) => chunks.get(`${language}/${namespace}`))
    .filter((href): href is string => href !== undefined)
    .map((href) => `<link rel="modulepreload" href="${href}" nonce="${nonce}"/>`)
    .join('');
}

const utf8 = new TextEncoder();

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The language's texts, with a record of the namespaces this one page uses: react-i18next's
 * `reportNamespaces`, a `ReportNamespaces` record as its own types declare it, which
 * useTranslation writes to and its SSR helper `getInitialProps` reads. Fenced by a test: the
 * text test in tests/e2e/server.spec.ts reads `#page-texts` and fails if the record stays empty.
 */
function requestI18n(language: Language) {
  const used = new Set<string>();
  const instance = serverI18n(language).cloneInstance({ initAsync: false });
  const record: ReportNamespaces = {
    addUsedNamespaces: (namespaces) =>
      (typeof namespaces === 'string' ? [namespaces] : namespaces).forEach((ns) => used.add(ns)),
    getUsedNamespaces: () => [...used],
  };
  return Object.assign(instance, { reportNamespaces: record });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const nonce = loadContext.get(nonceContext);
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const i18n = requestI18n(language);
  const cache = createEmotionCache(nonce);
  const head: PageHeadNotes = { title: formatPageTitle(null) };
  // emotion's server instance makes the cache keep each rule's text (not only `true`), which
  // the page's style tags are written from (everyStyleChunk, styleTagsThatStay).
  createEmotionServer(cache);
  // dayjs's locale is global; the render below runs to its end without yielding to another
  // request (every route module and text is loaded already), so it cannot be switched under it.
  dayjs.locale(language);

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    // The render's last limit, cleared once the page is done: a pending timer held the whole
    // render (its request, the loaders' answers, the markup) for 11 s after it, every page of
    // the last 11 s under load (docs/decisions/060-memory-and-upstream-calls.md).
    let limit: ReturnType<typeof setTimeout> | undefined;
    let finished = false;
    const done = () => {
      finished = true;
      clearTimeout(limit);
    };
    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <I18nextProvider i18n={i18n}>
          <PageHeadContext.Provider value={head}>
            <ServerNonceContext.Provider value={nonce}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </ServerNonceContext.Provider>
          </PageHeadContext.Provider>
        </I18nextProvider>
      </CacheProvider>,
      {
        nonce,
        // Without the limit React sends a large finished section out of line (hidden, moved in by
        // a script): the HTML would not show the page's content as sent.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => {
            done();
            const html = Buffer.concat(chunks).toString('utf8');
            // The text namespaces this page used: the browser loads them before it hydrates.
            const namespaces = i18n.reportNamespaces.getUsedNamespaces();
            const preloads = textPreloads(
              loadContext.get(textChunksContext),
              language,
              namespaces,
              nonce,
            );
            // The code loads after the first paint (the texts' preloads with it), worked out
            // before the styles join the page: they are most of its size, and it reads none.
            const page = codeAfterPaint(html.replace('</head>', `${preloads}</head>`), nonce);
            const styles = styleTagsThatStay(everyStyleChunk(cache, html).styles, cache.key, nonce);
            const texts = `<script type="application/json" id="page-texts" nonce="${nonce}">${scriptJson(namespaces)}</script>`;
            // The page's own title and description, as its components named them.
            const title = `<title>${escapeText(head.title)}</title>`;
            const tags = headTags({
              notes: head,
              defaultDescription: i18n.t('meta.description', {
                ns: 'common',
                brand: loadContext.get(brandContext),
              }),
              origin: loadContext.get(publicOriginContext),
              path: `${url.pathname}${url.search}`,
              language,
              brandName: loadContext.get(brandContext),
              indexable: status === 200 && !isPersonalPath(url.pathname),
            });
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            // Bytes, encoded once: a string body is first checked for lone surrogates by the
            // Response (WebIDL's USVString), a pass over the whole page on every render.
            const bytes = utf8.encode(
              page.replace('</head>', () => `${title}${tags}${styles}${texts}</head>`),
            );
            resolve(new Response(bytes, { headers: responseHeaders, status }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          done();
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          reportServerError(error, request);
        },
      },
    );
    if (!finished) limit = setTimeout(abort, streamTimeout + 1000);
  });
}
