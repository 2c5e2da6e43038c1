import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app/app';
import { routeReady } from './app/route-ready';
import { createRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The router starts the route's data as it is created (docs/decisions/010); the first render
// waits for the route's page chunks and texts (src/app/route-ready.ts) and is a transition, so
// React renders it in slices instead of one long task (docs/decisions/018).
const queryClient = createQueryClient();
const router = createRouter(queryClient);
const root = createRoot(container);

void routeReady(router.state.matches, window.location.pathname).then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
});
