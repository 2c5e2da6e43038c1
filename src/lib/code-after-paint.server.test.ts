import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { codeAfterPaint } from './code-after-paint.server';

const NONCE = 'n0nce==';
const ENTRY = '/assets/entry.client-bbbbbbbb.js';

// As React renders a page (src/entry.server.tsx): React Router's preloads hoisted into <head> (the
// entry, its imports, then each route module before its own imports), the texts' preloads after
// them, and React Router's scripts at the end of <body>.
const ROUTER_CODE = `;
import * as route0 from "/assets/root-aaaaaaaa.js";
window.__reactRouterRouteModules = {"routes/$&-$slug":route0};

import("${ENTRY}");`;
const PRELOADS = [
  ENTRY,
  '/assets/rolldown-runtime-cccccccc.js',
  '/assets/react-dddddddd.js',
  '/assets/shell-eeeeeeee.js',
  '/assets/mui-ffffffff.js',
  '/assets/router-kkkkkkkk.js',
  '/assets/vendor-gggggggg.js',
  '/assets/emotion-llllllll.js',
  '/assets/root-aaaaaaaa.js',
  '/assets/route-hhhhhhhh.js',
  '/assets/Grid-iiiiiiii.js',
];
const TEXTS = '/assets/sv-common-jjjjjjjj.js';
const preloadTag = (href: string) => `<link rel="modulepreload" href="${href}" nonce="${NONCE}"/>`;
const page = `<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/>\
${PRELOADS.map(preloadTag).join('')}<title>Start</title>${preloadTag(TEXTS)}</head>\
<body><main><h1>Välkommen</h1><p>Price: $&amp; 100 kr</p></main>\
<script nonce="${NONCE}">window.__reactRouterContext = {};</script>\
<script nonce="${NONCE}" type="module" async="">${ROUTER_CODE}</script></body></html>`;

/**
 * The page in a DOM that runs its scripts and paints frames, as a browser with JavaScript. jsdom
 * runs no module script: each chunk's script is recorded, and `runChunk` loads the oldest one
 * waiting, as the browser does once it has fetched and run it.
 */
function browse(html: string, { paints = true } = {}) {
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    // A window that never paints (a tab opened in the background): its frames never come.
    beforeParse: (window) => {
      if (!paints) window.requestAnimationFrame = () => 0;
    },
  });
  const { document } = dom.window;
  const wait = (ms: number) => new Promise((resolve) => dom.window.setTimeout(resolve, ms));
  const preloads = () =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
      href: link.getAttribute('href'),
      nonce: link.nonce,
    }));
  const moduleScripts = () =>
    [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => ({
      src: script.getAttribute('src'),
      code: script.textContent,
      nonce: script.nonce,
    }));
  const ran = new Set<HTMLScriptElement>();
  /** Runs the chunk whose script was added last and has not run yet; its `src`, or null. */
  const runChunk = async () => {
    for (let tries = 0; tries < 50; tries++) {
      const waiting = [
        ...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]'),
      ].find((script) => !ran.has(script));
      if (waiting) {
        ran.add(waiting);
        waiting.dispatchEvent(new dom.window.Event('load'));
        return waiting.getAttribute('src');
      }
      await wait(5);
    }
    return null;
  };
  return { dom, wait, preloads, moduleScripts, runChunk };
}

describe('codeAfterPaint', () => {
  it('sends the page with neither the preloads nor the code of its modules', () => {
    const html = codeAfterPaint(page, NONCE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('import * as route0 from "/assets/root-aaaaaaaa.js"');
    // What the page shows is untouched, and the router's script keeps its place, empty.
    expect(html).toContain('<main><h1>Välkommen</h1><p>Price: $&amp; 100 kr</p></main>');
    expect(html).toContain(`<script nonce="${NONCE}" type="module" async=""></script>`);
    expect(html).toContain(`<title>Start</title></head>`);
  });

  it('after the paint: every preload, then the chunks one by one, then the router, with the nonce', async () => {
    const { dom, wait, preloads, moduleScripts, runChunk } = browse(codeAfterPaint(page, NONCE));
    // The HTML alone: nothing loads before the first frame.
    expect(preloads()).toEqual([]);
    expect(moduleScripts()).toEqual([{ src: null, code: '', nonce: NONCE }]);

    const chunks: (string | null)[] = [];
    for (let chunk = await runChunk(); chunk !== null; chunk = await runChunk()) {
      chunks.push(chunk);
      // One at a time: the next chunk waits until this one has run.
      expect(moduleScripts().filter(({ src }) => src !== null)).toHaveLength(chunks.length);
    }

    // The layers' downloads first, in the order they run; then the rest as React Router named it.
    const layers = [
      'react-dddddddd',
      'emotion-llllllll',
      'mui-ffffffff',
      'router-kkkkkkkk',
      'vendor-gggggggg',
      'shell-eeeeeeee',
    ];
    const rest = [ENTRY, '/assets/rolldown-runtime-cccccccc.js'].concat(
      ['root-aaaaaaaa', 'route-hhhhhhhh', 'Grid-iiiiiiii'].map((name) => `/assets/${name}.js`),
      TEXTS,
    );
    const layerHrefs = layers.map((name) => `/assets/${name}.js`);
    expect(preloads()).toEqual([...layerHrefs, ...rest].map((href) => ({ href, nonce: NONCE })));
    // Run: the layers, then the others with a route's imports before the route; never the entry.
    expect(chunks).toEqual([...layerHrefs, ...rest.filter((href) => href !== ENTRY).reverse()]);
    // Then React Router's own code, which imports the entry.
    expect(moduleScripts().at(-1)).toEqual({ src: null, code: ROUTER_CODE, nonce: NONCE });

    // Once only: the fallback's second passes too.
    await wait(1100);
    expect(moduleScripts()).toHaveLength(1 + chunks.length + 1);
    dom.window.close();
  });

  it('starts without a frame after a second (a tab opened in the background)', async () => {
    const { dom, wait, preloads } = browse(codeAfterPaint(page, NONCE), { paints: false });
    await wait(500);
    expect(preloads()).toEqual([]);
    await wait(700);
    expect(preloads()).toHaveLength(PRELOADS.length + 1);
    dom.window.close();
  });

  it("leaves a page without the router's module script as it is", () => {
    const errorPage = `<html><head></head><body><p>Fel</p></body></html>`;
    expect(codeAfterPaint(errorPage, NONCE)).toBe(errorPage);
  });
});
