// The queries the service time page reads, with the exact arguments the route prefetches (one
// cache entry each). Kept free of components so routes.tsx can import it without the page's code.
import {
  getGetServiceProductQueryOptions,
  getListServiceSuggestionsQueryOptions,
} from '@generated/booking/endpoints/catalogue/catalogue';
import { getGetServiceContentQueryOptions } from '@generated/content/endpoints/content/content';
import { periodOf } from '@/lib/stockholm-days';
import { weekEnd } from './logic/slots';

export const serviceProductQuery = (id: number) => getGetServiceProductQueryOptions(id);

/** The free times of the whole 7-day strip that starts on `from`, with prices (spec §7). */
export const suggestionsQuery = (id: number, site: number, from: string) =>
  getListServiceSuggestionsQueryOptions(id, {
    businessUnit: site,
    ...periodOf(from, weekEnd(from)),
    renderPrice: true,
  });

/**
 * The content site's text and image for the product (cached per product, spec §7). A failed fetch
 * is ignored (the product's own description shows instead), so it is not retried.
 */
export const serviceContentQuery = (id: number) => ({
  ...getGetServiceContentQueryOptions(id),
  staleTime: Infinity,
  retry: false,
});
