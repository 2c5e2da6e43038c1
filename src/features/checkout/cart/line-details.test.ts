import { describe, expect, it } from 'vitest';
import type { Order } from '@generated/booking/model';
import { lineAdditionsQuery, serviceProductIds } from './line-details';

const order = (ids: number[]) =>
  ({
    id: 1,
    businessUnit: { id: 4128, name: 'Drottningtorget' },
    serviceItems: ids.map((id, index) => ({ id: index + 1, product: { id, name: `P${id}` } })),
  }) as unknown as Order;

describe('line details', () => {
  it('reads each service product once, however many lines it has', () => {
    expect(serviceProductIds(order([701, 702, 701]))).toEqual([701, 702]);
    expect(serviceProductIds(order([]))).toEqual([]);
  });

  it("asks for the additions at the order's facility for customer type 1, without retrying", () => {
    const query = lineAdditionsQuery(701, 4128);
    expect(query.queryKey).toEqual([
      '/products/services/701/additions',
      { customerType: 1, businessUnit: 4128 },
    ]);
    expect(query.retry).toBe(false);
  });
});
