// The queries the value cards page reads, with the exact arguments its route starts (one cache
// entry each). Kept free of components so the route's loader can import it without the page's code.
import { getListValueCardProductsQueryOptions } from '@generated/booking/endpoints/catalogue/catalogue';
import { getListCustomerValueCardsQueryOptions } from '@generated/booking/endpoints/customers/customers';

export const customerValueCardsQuery = (customerId: number) =>
  getListCustomerValueCardsQueryOptions(customerId);

/** The cards' descriptions (spec §7: a failed fetch is ignored). A catalogue: kept a while. */
export const valueCardProductsQuery = () =>
  getListValueCardProductsQueryOptions(undefined, { query: { staleTime: 5 * 60_000 } });
