import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { yieldToMain } from '@/lib/yield-to-main';
import { App } from './app/app';
import { routeReady } from './app/route-ready';
import { createRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The router starts the route's data as it is created (docs/decisions/010); the first render
// waits for the route's page chunks and texts (src/app/route-ready.ts) and is a transition, so
// React renders it in slices instead of one long task (docs/decisions/018). Evaluating the bundle
// is one task of its own; the router and the data it starts come in the next, the wait for the
// page in a third (decision 019).
// (A function, not a top-level await: that made the bundler split the start-up chunk.)
async function start(root: HTMLElement): Promise<void> {
  await yieldToMain();
  const queryClient = createQueryClient();
  const router = createRouter(queryClient);
  await yieldToMain();
  const reactRoot = createRoot(root);
  await routeReady(router.state.matches, window.location.pathname);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}

void start(container);
