// The consent lists the payment info page reads, with the exact arguments and options its route
// starts (one cache entry each). Kept free of components so the route's loader can import it
// without the page's code.
import {
  getListCustomerCardConsentsQueryOptions,
  getListCustomerDkDirectDebitConsentsQueryOptions,
  getListCustomerNoDirectDebitConsentsQueryOptions,
  getListCustomerSeDirectDebitConsentsQueryOptions,
} from '@generated/booking/endpoints/customers/customers';

// Consents rarely change: no need to ask again each time the window regains focus.
const quiet = { query: { refetchOnWindowFocus: false } } as const;

export const cardConsentsQuery = (customerId: number) =>
  getListCustomerCardConsentsQueryOptions(customerId, quiet);
export const seDirectDebitsQuery = (customerId: number) =>
  getListCustomerSeDirectDebitConsentsQueryOptions(customerId, quiet);
/** Norwegian and Danish consents: the page shows their sections only when there are some. */
export const noDirectDebitsQuery = (customerId: number) =>
  getListCustomerNoDirectDebitConsentsQueryOptions(customerId, quiet);
export const dkDirectDebitsQuery = (customerId: number) =>
  getListCustomerDkDirectDebitConsentsQueryOptions(customerId, quiet);
