// The page's code starts loading after the browser has painted the server's HTML. That HTML is the
// whole page, and the code only takes it over, so it must not compete with the first paint for the
// network or the main thread. See docs/decisions/052-the-code-loads-after-the-first-paint.md.

/** A `<link rel="modulepreload">`: React Router's (hoisted into <head> by React) and ours. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;

/** React Router's module script: it imports the page's route modules, then the entry. */
const ROUTER_MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;

/** Safe inside an inline script: no `</script>` or `<!--` can close or confuse it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Runs `start` once, after the next paint (a task after the frame's animation callbacks), or after
 * a second at the latest where no frame comes (a tab opened in the background).
 */
function starter(preloads: readonly string[], moduleCode: string): string {
  return `(function(p,m){var d=document,n=d.currentScript.nonce,s=0;function start(){if(s)return;s=1;p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l)});var e=d.createElement("script");e.type="module";e.nonce=n;e.textContent=m;d.body.appendChild(e)}requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})(${scriptJson(preloads)},${scriptJson(moduleCode)})`;
}

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
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!))];
  const start = `<script nonce="${nonce}">${starter(preloads, code ?? '')}</script>`;
  return html.replace(whole, () => `${open}${close}${start}`).replace(MODULE_PRELOAD, '');
}
