// The page's code starts loading after the browser has painted the server's HTML, and runs in
// pieces. That HTML is the whole page, and the code only takes it over, so it must not compete
// with the first paint for the network or the main thread. See
// docs/decisions/052-the-code-loads-after-the-first-paint.md and 053-the-shell-in-layers.md.
import { layerChunks } from './code-layers';
import { scriptJson } from './script-json';

/** A `<link rel="modulepreload">`: React Router's (hoisted into <head> by React) and ours. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;

/** React Router's module script: it imports the page's route modules, then the entry. */
const ROUTER_MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;

/** The last statement of React Router's module script: it imports the browser's entry. */
const ROUTER_ENTRY_IMPORT = /import\("([^"]+)"\);?\s*$/;

/** Preloads added in one task: each request costs the main thread work, and all in one task made
 * a long task on a phone. */
const PRELOADS_PER_TASK = 6;

/**
 * Runs in the browser, as the page's inline script (so it may use nothing from outside itself).
 * After the next paint (the task after the frame's animation callbacks), or after a second where
 * no frame comes (a tab opened in the background), once: adds the preloads a few per task, runs
 * the page's chunks one per task (the shared code's layers first), then React Router's own module
 * code, which imports the entry.
 */
function startAfterPaint(preloads: string[], early: string[], routerCode: string, perTask: number) {
  const script = document.currentScript as HTMLScriptElement;
  const nonce = script.nonce;
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  let started = false;
  async function start() {
    if (started) return;
    started = true;
    for (let index = 0; index < preloads.length; index += perTask) {
      if (index > 0) await nextTask();
      for (const href of preloads.slice(index, index + perTask)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        link.nonce = nonce;
        document.head.appendChild(link);
      }
    }
    for (const href of early) {
      await nextTask();
      // Each chunk runs as a module script of its own, so in a task of its own. One that fails to
      // load fails React Router's import below too, which handles it.
      await new Promise((resolve) => {
        const chunk = moduleScript();
        chunk.onload = chunk.onerror = resolve;
        chunk.src = href;
        document.body.appendChild(chunk);
      });
    }
    const router = moduleScript();
    router.textContent = routerCode;
    document.body.appendChild(router);
  }
  function moduleScript() {
    const element = document.createElement('script');
    element.type = 'module';
    element.nonce = nonce;
    return element;
  }
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
}

/** The script's code, read once (not for every page). */
const START_AFTER_PAINT = startAfterPaint.toString();

/**
 * The page's HTML with its code loaded after the first paint: the module preloads leave the HTML,
 * and React Router's module script keeps its place (the browser's first render expects it there)
 * but not its code. A small script with the response's nonce adds both once the page is painted.
 * HTML without React Router's module script (an error page that has none) is returned as it is.
 */
export function codeAfterPaint(html: string, nonce: string): string {
  const routerScript = ROUTER_MODULE_SCRIPT.exec(html);
  if (!routerScript) return html;
  const [whole, open, code, close] = routerScript;
  const found = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!))];
  const layers = layerChunks(found);
  const rest = found.filter((href) => !layers.includes(href));
  // The layers' downloads first: they run first. Then the page's own chunks, one a task, the
  // last named first: React Router names a route module before its imports. Not the entry: it
  // takes the page over as soon as it runs, so React Router's code imports it, last.
  const entry = ROUTER_ENTRY_IMPORT.exec(code ?? '')?.[1];
  const early = [...layers, ...rest.filter((href) => href !== entry).reverse()];
  const args = [[...layers, ...rest], early, code ?? '', PRELOADS_PER_TASK]
    .map(scriptJson)
    .join(',');
  const start = `<script nonce="${nonce}">(${START_AFTER_PAINT})(${args})</script>`;
  return html.replace(whole, () => `${open}${close}${start}`).replace(MODULE_PRELOAD, '');
}
