// What the start page reads: the facilities and the treatments to book.
import {
  getListBusinessUnitsQueryOptions,
  getListServiceProductsQueryOptions,
} from '@generated/booking/endpoints/catalogue/catalogue';
import type { RouteDataContext } from '@/lib/route-data';

export function startHomeData({ queryClient }: RouteDataContext): void {
  void queryClient.prefetchQuery(getListBusinessUnitsQueryOptions());
  void queryClient.prefetchQuery(getListServiceProductsQueryOptions());
}
