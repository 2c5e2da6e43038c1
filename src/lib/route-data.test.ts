import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from './route-data';

/** An upstream answer that comes when the test says (as an I/O callback would bring it). */
function upstream<T>(value: T) {
  let answer!: () => void;
  const promise = new Promise<T>((resolve) => {
    answer = () => resolve(value);
  });
  return { promise, answer };
}

const queriesOf = (client: QueryClient) => () => client.getQueryCache().getAll();

afterEach(() => {
  vi.useRealTimers();
});

describe('settle: the server waits for a page’s chains of calls', () => {
  it('waits for the calls a chain starts after each answer, an async callback’s too', async () => {
    const client = new QueryClient();
    const bookings = upstream([120104]);
    const detail = upstream({ product: 24 });
    const quota = upstream({ left: 3 });
    void client
      .fetchQuery({ queryKey: ['bookings'], queryFn: () => bookings.promise })
      .then(async ([id]) => {
        // An async callback: its next call starts after an await of its own.
        const found = await client.fetchQuery({
          queryKey: ['detail', id],
          queryFn: () => detail.promise,
        });
        await Promise.resolve();
        void client.prefetchQuery({
          queryKey: ['quota', found.product],
          queryFn: () => quota.promise,
        });
      });
    let settled = false;
    const done = settle(queriesOf(client)).then(() => (settled = true));

    for (const next of [bookings, detail]) {
      await vi.waitFor(() => expect(client.isFetching()).toBe(1));
      next.answer();
    }
    await vi.waitFor(() =>
      expect(client.getQueryState(['quota', 24])?.fetchStatus).toBe('fetching'),
    );
    expect(settled).toBe(false);
    quota.answer();
    await done;
    expect(client.getQueryData(['quota', 24])).toEqual({ left: 3 });
  });

  it('needs no timer: it is done as soon as the last answer’s callbacks have run', async () => {
    // A page's worker renders other pages between two timers: waiting for one cost each loader
    // about 20 ms under load. With the clock stopped, a settle that waited for one never ends.
    vi.useFakeTimers();
    const client = new QueryClient();
    const products = upstream([{ id: 24 }]);
    void client
      .fetchQuery({ queryKey: ['products'], queryFn: () => products.promise })
      .then(() => client.prefetchQuery({ queryKey: ['next'], queryFn: async () => 'next' }));
    const done = settle(queriesOf(client));
    products.answer();
    await done;
    expect(client.getQueryData(['next'])).toBe('next');
  });
});
