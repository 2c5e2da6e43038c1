import { useQueries } from '@tanstack/react-query';
import type { Order, ServiceAddition, ServiceProduct } from '@generated/booking/model';
import { includedAdditions } from './cart-line-model';
import { lineAdditionsQuery, lineProductQuery, serviceProductIds } from './line-details';

export interface LineDetails {
  product?: ServiceProduct;
  /** The additions that come with the booking (mandatory or pre-selected). */
  included: ServiceAddition[];
}

/**
 * The details and additions of every service line. `settled` is true once each read has answered,
 * whether it worked or not; a failed read leaves the line with what the order itself says.
 */
export function useLineDetails(order: Order | undefined) {
  const ids = order ? serviceProductIds(order) : [];
  const site = order?.businessUnit.id ?? 0;
  return useQueries({
    queries: ids.flatMap((id) => [lineProductQuery(id), lineAdditionsQuery(id, site)]),
    combine: (results) => {
      const byProduct = new Map<number, LineDetails>();
      ids.forEach((id, index) => {
        const product = results[index * 2]?.data as ServiceProduct | undefined;
        const additions = (results[index * 2 + 1]?.data as ServiceAddition[] | undefined) ?? [];
        byProduct.set(id, {
          product,
          included: includedAdditions(additions),
        });
      });
      return { settled: results.every((result) => !result.isPending), byProduct };
    },
  });
}
