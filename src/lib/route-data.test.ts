// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { startRouteDataWith, startsData, withRouteData, type RouteDataContext } from './route-data';

/** A router over `routes` tagged for `language`, with its data started as the app does it. */
function routerFor(routes: RouteObject[], path: string, queryClient: QueryClient) {
  const router = createMemoryRouter(withRouteData(routes, 'en'), { initialEntries: [path] });
  startRouteDataWith(router, queryClient);
  return router;
}

describe('route data', () => {
  it('starts a route’s data as it matches, with the URL, params and language, without waiting', () => {
    const queryClient = new QueryClient();
    const seen: RouteDataContext[] = [];
    const never = new Promise(() => {});
    routerFor(
      [
        {
          path: '/en/x/:id',
          ...startsData((context) => {
            seen.push(context);
            void context.queryClient.prefetchQuery({ queryKey: ['slow'], queryFn: () => never });
          }),
        },
      ],
      '/en/x/7?tab=2',
      queryClient,
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]!.queryClient).toBe(queryClient);
    expect(seen[0]!.language).toBe('en');
    expect(seen[0]!.params).toEqual({ id: '7' });
    expect(seen[0]!.url.pathname).toBe('/en/x/7');
    expect(seen[0]!.url.searchParams.get('tab')).toBe('2');
    expect(queryClient.getQueryState(['slow'])?.fetchStatus).toBe('fetching');
  });

  it('starts a new page’s data on navigation, but not again for a parent that stays', async () => {
    const frame = vi.fn();
    const page = vi.fn();
    const router = routerFor(
      [
        {
          path: '/area',
          ...startsData(frame),
          children: [
            { path: 'a', ...startsData(page) },
            { path: 'b', ...startsData(page) },
            { path: 'c' },
          ],
        },
      ],
      '/area/a',
      new QueryClient(),
    );
    expect(frame).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);
    await router.navigate('/area/b');
    expect(frame).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(2);
    expect(page.mock.calls[1]![0].url.pathname).toBe('/area/b');
    await router.navigate('/area/c');
    expect(page).toHaveBeenCalledTimes(2);
  });

  it('never lets a prefetch that throws stop the route', () => {
    const start = () => {
      throw new Error('bad params');
    };
    const router = routerFor([{ path: '/x', ...startsData(start) }], '/x', new QueryClient());
    expect(router.state.location.pathname).toBe('/x');
  });
});
