import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { startsData, withRouteData, type RouteDataContext } from './route-data';

function loaderOf(route: RouteObject | undefined) {
  const loader = route?.loader;
  if (typeof loader !== 'function') throw new Error('no loader');
  return (url: string, params = {}) =>
    loader({ request: new Request(url), params, context: undefined } as LoaderFunctionArgs);
}

describe('withRouteData', () => {
  const queryClient = new QueryClient();

  it('starts a route’s data from its loader, with the URL, params and language, without waiting', () => {
    const seen: RouteDataContext[] = [];
    const never = new Promise(() => {});
    const [route] = withRouteData(
      [
        {
          path: 'x/:id',
          ...startsData((context) => {
            seen.push(context);
            void context.queryClient.prefetchQuery({ queryKey: ['slow'], queryFn: () => never });
          }),
        },
      ],
      queryClient,
      'en',
    );
    const result = loaderOf(route)('http://localhost/en/x/7?tab=2', { id: '7' });
    expect(result).toBeNull();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.queryClient).toBe(queryClient);
    expect(seen[0]!.language).toBe('en');
    expect(seen[0]!.params).toEqual({ id: '7' });
    expect(seen[0]!.url.searchParams.get('tab')).toBe('2');
    expect(queryClient.getQueryState(['slow'])?.fetchStatus).toBe('fetching');
  });

  it('reaches nested routes and leaves routes without data, or with their own loader, alone', () => {
    const start = vi.fn();
    const own = () => 'own';
    const [parent] = withRouteData(
      [
        {
          path: 'a',
          children: [
            { path: 'b', ...startsData(start) },
            { path: 'c' },
            { path: 'd', loader: own },
          ],
        },
      ],
      queryClient,
      'sv',
    );
    expect(parent?.loader).toBeUndefined();
    loaderOf(parent?.children?.[0])('http://localhost/a/b');
    expect(start).toHaveBeenCalledTimes(1);
    expect(parent?.children?.[1]?.loader).toBeUndefined();
    expect(parent?.children?.[2]?.loader).toBe(own);
  });

  it('never lets a prefetch that throws block the route', () => {
    const [route] = withRouteData(
      [
        {
          path: 'x',
          ...startsData(() => {
            throw new Error('bad params');
          }),
        },
      ],
      queryClient,
      'sv',
    );
    expect(loaderOf(route)('http://localhost/x')).toBeNull();
  });
});
