// Build-time only: renders a route to HTML for the first paint of index.html (the Vite plugin
// scripts/prerender-plugin.ts runs it in Node after the client build; docs/decisions/019). It is
// the app's own tree, signed out and before any data: what the page shows while its code and
// data load. The browser's first render replaces it (src/main.tsx), it does not hydrate it.
import { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { formatPageTitle, takePrerenderedTitle } from '@/components/page-title/use-page-title';
import { i18next } from '@/lib/i18n';
import { languageFromPath, type Language } from '@/lib/language';
import { App } from './app';
import { routeReady } from './route-ready';
import { routes } from './router';

export interface RenderedRoute {
  language: Language;
  /** The markup of #root, with the styles it uses inline (emotion's server output). */
  html: string;
  /** The document title the page sets ('{title} - {brand}'). */
  title: string;
}

export async function renderRoute(path: string): Promise<RenderedRoute> {
  const language = languageFromPath(path);
  await i18next.changeLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routeReady(router.state.matches, path);
  // No query runs on the server: every list shows its loading state, as the browser's first
  // render does before the route's data arrive.
  const queryClient = new QueryClient();
  try {
    // Without the limit React moves a large Suspense boundary (the page under the layout's) out
    // of place, into a hidden <div> and a script that reveals it in a later frame: the first
    // paint would be the progress bar.
    const errors: unknown[] = [];
    const { prelude } = await prerender(<App queryClient={queryClient} router={router} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    });
    const html = await new Response(prelude).text();
    // React would leave the failed part to the browser; the build fails instead, loudly.
    if (errors.length > 0) throw new Error(`prerendering ${path} failed`, { cause: errors[0] });
    return { language, html, title: takePrerenderedTitle() ?? formatPageTitle(null) };
  } finally {
    router.dispose();
    queryClient.clear();
  }
}

export { documentRequests, type DocumentRequest } from './document-requests';
