import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { codeAfterPaint } from './code-after-paint.server';

const NONCE = 'n0nce==';

// As React renders a page (src/entry.server.tsx): React Router's preloads hoisted into <head>, the
// texts' preloads after them, and React Router's scripts at the end of <body>.
const ROUTER_CODE = `;
import * as route0 from "/assets/root-a.js";
window.__reactRouterRouteModules = {"routes/$&-$slug":route0};
import("/assets/entry.client-b.js");`;
const page = `<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/>\
<link rel="modulepreload" href="/assets/entry.client-b.js" nonce="${NONCE}"/>\
<link rel="modulepreload" href="/assets/react-dom-c.js" nonce="${NONCE}"/>\
<link rel="modulepreload" href="/assets/root-a.js" nonce="${NONCE}"/>\
<title>Start</title>\
<link rel="modulepreload" href="/assets/sv-common-d.js" nonce="${NONCE}"/></head>\
<body><main><h1>Välkommen</h1><p>Price: $&amp; 100 kr</p></main>\
<script nonce="${NONCE}">window.__reactRouterContext = {};</script>\
<script nonce="${NONCE}" type="module" async="">${ROUTER_CODE}</script></body></html>`;

/** The page in a DOM that runs its scripts and paints frames, as a browser with JavaScript. */
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
  const frame = () =>
    new Promise<void>((resolve) =>
      dom.window.requestAnimationFrame(() => dom.window.setTimeout(resolve, 0)),
    );
  const preloads = () =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
      href: link.getAttribute('href'),
      nonce: link.nonce,
    }));
  const moduleScripts = () =>
    [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => ({
      code: script.textContent,
      nonce: script.nonce,
    }));
  return { dom, wait, frame, preloads, moduleScripts };
}

describe('codeAfterPaint', () => {
  it('sends the page with neither the preloads nor the code of its modules', () => {
    const html = codeAfterPaint(page, NONCE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('import * as route0 from "/assets/root-a.js"');
    // What the page shows is untouched, and the router's script keeps its place, empty.
    expect(html).toContain('<main><h1>Välkommen</h1><p>Price: $&amp; 100 kr</p></main>');
    expect(html).toContain(`<script nonce="${NONCE}" type="module" async=""></script>`);
    expect(html).toContain(`<title>Start</title></head>`);
  });

  it('adds the preloads, then the code, with the nonce, once the page is painted', async () => {
    const { dom, wait, frame, preloads, moduleScripts } = browse(codeAfterPaint(page, NONCE));
    // The HTML alone: nothing loads before the first frame.
    expect(preloads()).toEqual([]);
    expect(moduleScripts()).toEqual([{ code: '', nonce: NONCE }]);

    await frame();
    await frame();

    expect(preloads()).toEqual(
      ['entry.client-b', 'react-dom-c', 'root-a', 'sv-common-d'].map((name) => ({
        href: `/assets/${name}.js`,
        nonce: NONCE,
      })),
    );
    const started = [
      { code: '', nonce: NONCE },
      { code: ROUTER_CODE, nonce: NONCE },
    ];
    expect(moduleScripts()).toEqual(started);
    // Once only: the fallback's second passes too.
    await wait(1100);
    expect(moduleScripts()).toEqual(started);
    expect(preloads()).toHaveLength(4);
    dom.window.close();
  });

  it('starts without a frame after a second (a tab opened in the background)', async () => {
    const { dom, wait, moduleScripts } = browse(codeAfterPaint(page, NONCE), { paints: false });
    await wait(500);
    expect(moduleScripts()).toHaveLength(1);
    await wait(600);
    expect(moduleScripts()).toHaveLength(2);
    dom.window.close();
  });

  it("leaves a page without the router's module script as it is", () => {
    const errorPage = `<html><head></head><body><p>Fel</p></body></html>`;
    expect(codeAfterPaint(errorPage, NONCE)).toBe(errorPage);
  });
});
