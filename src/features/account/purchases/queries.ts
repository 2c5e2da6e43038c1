// The list the purchases page reads, with the exact arguments its route starts (one cache entry).
// Kept free of components so the route's loader can import it without the page's code.
import { getListCustomerReceiptsQueryOptions } from '@generated/booking/endpoints/customers/customers';

export const customerReceiptsQuery = (customerId: number) =>
  getListCustomerReceiptsQueryOptions(customerId);
