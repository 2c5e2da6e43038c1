// The code every page loads before it runs (the browser's entry's imports, the root and the
// language layout, all the way down) is built as a few chunks, one per layer, each importing only
// the layers above it (vite.config.ts). The browser runs them one by one, a task each
// (src/lib/code-after-paint.server.ts): one chunk of all of it took one long task on a phone.
// See docs/decisions/053-the-shell-in-layers.md.

export interface CodeLayer {
  /** The chunk's name: its file is `/assets/<name>-<hash>.js`. */
  name: string;
  /** The modules of the shared code that belong to it (a module goes to the first that matches). */
  modules: RegExp;
}

/** In the order they run: each depends only on the ones before it. */
export const CODE_LAYERS: readonly CodeLayer[] = [
  { name: 'react', modules: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // MUI's styling engine apart from its components, React Router apart from the other packages:
  // each chunk's start-up is a task of its own, and together they took one long one.
  {
    name: 'emotion',
    modules:
      /[\\/]node_modules[\\/](@emotion|@mui[\\/](system|utils|styled-engine|private-theming)|@babel[\\/]runtime|stylis|clsx|react-is|prop-types|hoist-non-react-statics)[\\/]/,
  },
  { name: 'mui', modules: /[\\/]node_modules[\\/]@mui[\\/]/ },
  {
    name: 'router',
    modules: /[\\/]node_modules[\\/](react-router|@remix-run|cookie-es)[\\/]/,
  },
  { name: 'vendor', modules: /[\\/]node_modules[\\/]/ },
  { name: 'shell', modules: /./ },
];

/** The route modules whose static imports, all the way down, every page loads. */
export const SHELL_ROUTES = ['src/root.tsx', 'src/app/language-layout.tsx'] as const;

/**
 * The browser's entry: its imports are in the layers, itself not. React Router imports it after
 * the route modules, and it takes the page over as soon as it runs.
 */
export const BROWSER_ENTRY = 'src/entry.client.tsx';

/** The layers' chunks among `hrefs`, in the order they run. */
export function layerChunks(hrefs: readonly string[]): string[] {
  return CODE_LAYERS.flatMap(
    ({ name }) =>
      hrefs.find((href) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`).test(href)) ?? [],
  );
}
