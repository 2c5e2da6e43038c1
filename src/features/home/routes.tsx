import type { RouteObject } from 'react-router';
import type { Language } from '@/lib/language';
import { startsData } from '@/lib/route-data';
import {
  getListBusinessUnitsQueryOptions,
  getListServiceProductsQueryOptions,
} from '@generated/booking/endpoints/catalogue/catalogue';
// Not lazy: the start page is the most opened route, and its chunk was a round trip of its own.
import HomePage from './home-page';

export function homeRoutes(_language: Language): RouteObject[] {
  return [
    {
      index: true,
      element: <HomePage />,
      ...startsData(({ queryClient }) => {
        void queryClient.prefetchQuery(getListBusinessUnitsQueryOptions());
        void queryClient.prefetchQuery(getListServiceProductsQueryOptions());
      }),
    },
  ];
}
