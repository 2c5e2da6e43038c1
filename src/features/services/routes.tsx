import type { RouteObject } from 'react-router';
import type { Language } from '@/lib/language';
import { lazyPage } from '@/lib/lazy-page';
import { routeSegment } from '@/lib/paths';
import { startsData } from '@/lib/route-data';
import { startServiceData } from './route-data';

const ServiceBookingPage = lazyPage(() => import('./page/service-booking-page'));

/** Spec §2: the service time selection page (booking-service/, the same slug in English). */
export function servicesRoutes(language: Language): RouteObject[] {
  return [
    {
      path: routeSegment('bookingService', language),
      element: <ServiceBookingPage />,
      ...startsData(startServiceData),
    },
  ];
}
