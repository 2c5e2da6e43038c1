// Vite plugin: the app's code starts after the first paint. index.html paints a page before any
// JavaScript (the header bar, or a prerendered page: scripts/prerender-plugin.ts); this plugin
// replaces Vite's entry <script type="module"> with one inline script at the end of <body> that,
// once that first frame is painted, adds the entry script and preloads the route's chunks
// (scripts/route-preload-script.ts).
// Started during parsing, the entry could run before the first paint on a fast connection and
// hold it back; waiting two frames costs a few milliseconds (docs/decisions/019). A page whose
// first paint waits for the document's answers (the login intro) starts after that paint
// (decision 023).
import type { Plugin } from 'vite';
import type { RouteModules } from '../src/app/route-modules';
import { chunksOf, preloadTable, routePreloadScript } from './route-preload-script.ts';

/** The longest the start waits for a frame (a page opened in a tab that is not painting). */
export const START_AT_LATEST_MS = 200;

export function startUpScript(parts: { preload: string; entry: string }): string {
  return [
    '(function(){var started=0,h=document.documentElement;function start(){if(started)return;started=1;',
    "var s=document.createElement('script');s.type='module';s.crossOrigin='';",
    `s.src=${JSON.stringify(parts.entry)};document.head.appendChild(s);`,
    `${parts.preload}}`,
    // A hidden tab paints no frames: start at once there. Otherwise two frames, then a task: the
    // painted page reaches the screen a frame after the one that laid it out, and a bundle that
    // finished loading before that was counted into the first paint by Lighthouse's simulation
    // (the start page measured 0.8 s, then 2.4 s in two runs of three, with one frame).
    "function afterPaint(){var frames=2;if(document.visibilityState==='hidden')return start();",
    'requestAnimationFrame(function next(){if(--frames>0)requestAnimationFrame(next);else setTimeout(start,0)});',
    `setTimeout(start,${START_AT_LATEST_MS})}`,
    // A page that waits for the document's paint of its slots (docs/decisions/023) starts after
    // that paint: the gate ends the wait after the page's own wait at the latest.
    'function waits(){return /(^| )document-waits( |$)/.test(h.className)}',
    'if(!waits())afterPaint();else new MutationObserver(function(r,o){if(!waits()){o.disconnect();afterPaint()}})',
    ".observe(h,{attributes:true,attributeFilter:['class']})})()",
  ].join('');
}

export function startAfterFirstPaint(routes: RouteModules[]): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'start-after-first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const chunks = chunksOf(context.bundle);
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('index.html: the build has no entry chunk');
        const src = `${base}${entry.fileName}`;
        const tag = new RegExp(`<script type="module" crossorigin src="${src}"></script>\\s*`);
        if (!tag.test(html)) throw new Error(`index.html: no entry script for ${src}`);
        const script = startUpScript({
          preload: routePreloadScript(preloadTable(routes, chunks, root), base),
          entry: src,
        });
        return {
          html: html.replace(tag, ''),
          tags: [{ tag: 'script', children: script, injectTo: 'body' }],
        };
      },
    },
  };
}
