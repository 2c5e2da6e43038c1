// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredQuery, type QuerySnapshot } from './use-deferred-query';

const refetch = () => undefined;
const query = (data: number[] | undefined, status: QuerySnapshot<unknown>['status']) => ({
  data,
  status,
  error: null,
  refetch,
});

describe('useDeferredQuery', () => {
  // The booking view is memoised on these snapshots: a new object for the same answer would
  // re-render the whole page on every render of its parent, as before.
  it('keeps the same snapshot while the answer is the same', () => {
    const data = [1, 2];
    const { result, rerender } = renderHook((q) => useDeferredQuery(q), {
      initialProps: query(data, 'success'),
    });
    const first = result.current;
    rerender(query(data, 'success'));
    expect(result.current).toBe(first);
  });

  it('passes a new answer on, with its status and the same refetch', () => {
    const { result, rerender } = renderHook((q) => useDeferredQuery(q), {
      initialProps: query(undefined, 'pending'),
    });
    rerender(query([3], 'success'));
    expect(result.current).toEqual({ data: [3], status: 'success', error: null, refetch });
  });
});
