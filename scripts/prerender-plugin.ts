// Vite plugin: index.html's first paint is the page itself. After the client build it builds
// src/app/prerender.tsx for Node, renders each listed route with the app's own components
// (signed out, before any data: what the browser's first render shows too) and writes it into a
// copy of the built index.html at `<outDir><path>index.html`, where any static host serves the
// route's address. The root index.html is also every other route's fallback, so a few lines in
// its <head> show the prerendered page only on its own address; elsewhere the brand bar
// stays the first paint and the page is removed before the app starts. See docs/decisions/019.
// The same Node build records the requests the document starts for its pages (decision 022) and
// writes their script into every index.html. A page with slots for the answers of those requests
// (the login intro) gets the small script that paints them before the app has come, built here
// on its own (src/app/document-paint-entry.ts, decision 023).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { DocumentRequest } from '../src/app/document-requests';
import type { RenderedRoute } from '../src/app/prerender';
import type { DocumentDataPage, PrerenderedPage } from '../src/app/route-modules';
import { STORAGE_KEYS } from '../src/lib/storage.ts';
import { documentDataScript, documentDataTable, withDocumentData } from './document-data-script.ts';

export const PRERENDER_ENTRY = 'src/app/prerender.tsx';
export const DOCUMENT_PAINT_ENTRY = 'src/app/document-paint-entry.ts';
/** Set on <html> while the page waits for its slots; the paint script removes it (document-paint.ts). */
const WAITS = 'document-waits';
/** Set on <html> by the paint script once a page that waits for it all has been painted. */
const PAINTED = 'document-painted';

/** The route's own address with one trailing slash, as the head script compares it. */
function normalPath(path: string): string {
  return path.replace(/\/*$/, '/');
}

/**
 * The page's component styles in one <style> instead of one per component (emotion's server
 * rendering writes one before each first use): the browser's emotion moves every such tag into
 * <head> as it starts, and 57 moves were a third of the booking page's start-up task. The rules
 * keep their order; the global styles (`css-global`) stay as they are.
 */
export function mergeComponentStyles(html: string): string {
  const tag = /<style data-emotion="css ([^"]+)">(.*?)<\/style>/gs;
  const ids: string[] = [];
  const rules: string[] = [];
  let first = -1;
  const rest = html.replace(tag, (_match, names: string, css: string, offset: number) => {
    if (first < 0) first = offset;
    ids.push(names);
    rules.push(css);
    return '';
  });
  if (first < 0) return html;
  const merged = `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>`;
  return rest.slice(0, first) + merged + rest.slice(first);
}

/**
 * The rendered page's text fields read-only: what is typed there before the app has come would
 * be lost when the app's own page replaces it (a tap does nothing there anyway, see the styles
 * below), and the app's field takes the input instead (a test's fill() waits for it too).
 */
export function readOnlyFields(html: string): string {
  return html.replace(/<(input|textarea)(?=[\s/>])/g, '<$1 readonly=""');
}

/** How long the rendered page waits for its slots (its `data-document-wait`), if it does. */
function documentWaitMs(html: string): number | null {
  const wait = /data-document-wait="(\d+)"/.exec(html);
  return wait ? Number(wait[1]) : null;
}

/** Whether the rendered page has slots for the document's answers. */
export const hasDocumentSlots = (rendered: RenderedRoute): boolean =>
  /data-document-(html|paint)=/.test(rendered.html);

/**
 * The built index.html with `rendered` as the first paint of `page`; `paintScript` is the URL of
 * the script that fills the page's slots, if it has any.
 */
export function prerenderedPage(
  template: string,
  page: PrerenderedPage,
  rendered: RenderedRoute,
  paintScript?: string,
): string {
  const root = '<div id="root">';
  if (!template.includes(root) || !template.includes('</head>'))
    throw new Error('index.html has no #root or no </head>');
  const own = JSON.stringify(normalPath(page.path));
  const search = page.ignoresSearch ? '' : "&&location.search===''";
  const token = JSON.stringify(STORAGE_KEYS.accessToken);
  // A member's page shows only with a token stored; without one the app sends the visitor on.
  const stored = `(localStorage.getItem(${token})||sessionStorage.getItem(${token}))`;
  const signedIn = page.signedIn ? `&&(function(){try{return ${stored}}catch(e){}})()` : '';
  // The checkout shows only with an order stored as the app reads it (storedOrderId: a whole
  // positive number), and not for a receipt or a cancelled payment (`orderid` in the address).
  const orderKey = JSON.stringify(STORAGE_KEYS.orderId);
  const storedOrder = page.storedOrder
    ? `&&(function(){try{var v=localStorage.getItem(${orderKey});if(v===null)v=sessionStorage.getItem(${orderKey});` +
      "var n=v===null||v.trim()===''?NaN:Number(v);" +
      "return n%1===0&&n>0&&!new URLSearchParams(location.search).has('orderid')}catch(e){}})()"
    : '';
  // The title comes from the app's texts; escaped so it cannot end the script.
  const title = JSON.stringify(rendered.title).replace(/</g, '\\u003c');
  // The part that waits for the slots is hidden until the paint script has filled them, or the
  // page's own wait is over, whichever comes first (the app's page shows itself then too).
  const waitMs = documentWaitMs(rendered.html);
  const waits =
    waitMs === null
      ? ''
      : `document.documentElement.className+=' ${WAITS}';` +
        `setTimeout(function(){document.documentElement.classList.remove('${WAITS}')},${waitMs});`;
  const gate =
    `<script>if(location.pathname.replace(/\\/*$/,'/')===${own}${search}${signedIn}${storedOrder})` +
    `{document.documentElement.className+=' prerendered-route';${waits}document.title=${title}}` +
    // The page is rendered signed out: a signed-in visitor would see "Logga in" in the header
    // until the app's own header greets them. Only whether a token is stored is read.
    `try{if${stored}` +
    "document.documentElement.className+=' has-session'}catch(e){}</script>" +
    '<style>.prerendered{display:none}.prerendered-route .prerendered{display:block}' +
    '.prerendered-route .first-paint-header{display:none}' +
    // Until the app takes over, its controls do nothing: they take no taps (links do work).
    '.prerendered button,.prerendered [role=button],.prerendered [role=combobox],.prerendered input{pointer-events:none}' +
    '.has-session .prerendered [data-testid=header-account]{visibility:hidden}' +
    '.has-session .prerendered [data-signed-out-only]{visibility:hidden}' +
    `.${WAITS} .prerendered [data-document-wait]{visibility:hidden}` +
    (/data-document-painted-only/.test(rendered.html)
      ? // A page that shows only once painted (the member area: its spinner until then).
        `.prerendered [data-document-painted-only],.${PAINTED} .prerendered [data-document-until-painted]{display:none}` +
        `.${PAINTED} .prerendered [data-document-painted-only]{display:block}`
      : '') +
    '</style>' +
    (paintScript && hasDocumentSlots(rendered)
      ? `<script type="module" crossorigin src="${paintScript}"></script>`
      : '');
  // Elsewhere the hidden page goes before the app starts: the browser's emotion would otherwise
  // adopt its styles and the page's nodes would sit in the DOM until React's first commit.
  const dropElsewhere =
    '<script>if(!/(^| )prerendered-route( |$)/.test(document.documentElement.className))' +
    "document.querySelector('#root>.prerendered').remove()</script>";
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${rendered.language}"`)
    .replace('</head>', `${gate}</head>`)
    .replace(
      root,
      `${root}<div class="prerendered">${readOnlyFields(mergeComponentStyles(rendered.html))}</div>${dropElsewhere}`,
    );
}

/**
 * The document's paint script (decision 023), built on its own into the client's assets: the
 * sanitiser and a few lines, nothing of the app's start-up chunk. Returns its URL.
 */
async function buildPaintScript(config: ResolvedConfig, outDir: string): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    base: config.base,
    mode: config.mode,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      manifest: false,
      rolldownOptions: {
        input: resolve(config.root, DOCUMENT_PAINT_ENTRY),
        output: {
          format: 'es',
          entryFileNames: `${config.build.assetsDir}/document-paint-[hash].js`,
        },
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && 'output' in result ? result.output[0] : undefined;
  if (!chunk) throw new Error('the document paint script was not built');
  return `${config.base}${chunk.fileName}`;
}

export function prerenderPages(
  pages: PrerenderedPage[],
  documentDataPages: DocumentDataPage[] = [],
): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // closeBundle runs after a failed build too: leave that build's error as the one reported.
      if (!existsSync(join(outDir, 'index.html'))) return;
      // A folder of its own per build: Node caches what it imported, and the page chunks import
      // the entry by its plain URL, so a cache-busting query would load a second React.
      const serverDir = `${outDir}-prerender-${Date.now()}`;
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        // Bundled whole (noExternal), so it runs the same production code as the browser and
        // emotion names its classes as the browser build does.
        ssr: { noExternal: true },
        build: {
          ssr: PRERENDER_ENTRY,
          outDir: serverDir,
          emptyOutDir: true,
          sourcemap: false,
          manifest: false,
          copyPublicDir: false,
          minify: false,
          // One unminified file for Node, never served: its size means nothing.
          chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
        },
      });
      try {
        const entry = pathToFileURL(join(serverDir, 'prerender.js')).href;
        const { renderRoute, documentRequests } = (await import(entry)) as {
          renderRoute: (path: string) => Promise<RenderedRoute>;
          documentRequests: (
            address: string,
            options: { signedIn: boolean; storedOrder: boolean; membersToo: boolean },
          ) => Promise<DocumentRequest[]>;
        };
        const table = await documentDataTable(documentDataPages, documentRequests);
        const template = withDocumentData(
          readFileSync(join(outDir, 'index.html'), 'utf8'),
          documentDataScript(table, STORAGE_KEYS),
        );
        writeFileSync(join(outDir, 'index.html'), template);
        const rendered = new Map<PrerenderedPage, RenderedRoute>();
        for (const page of pages) rendered.set(page, await renderRoute(page.path));
        const paintScript = [...rendered.values()].some(hasDocumentSlots)
          ? await buildPaintScript(config, outDir)
          : undefined;
        for (const [page, route] of rendered) {
          const file = join(outDir, normalPath(page.path), 'index.html');
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, prerenderedPage(template, page, route, paintScript));
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
