import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { createRouter } from './router';

interface Props {
  queryClient: QueryClient;
  router: ReturnType<typeof createRouter>;
}

/** The app; src/main.tsx creates its query client and router before the first render. */
export function App({ queryClient, router }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
