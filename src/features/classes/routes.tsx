import type { RouteObject } from 'react-router';
import type { Language } from '@/lib/language';
import { lazyPage } from '@/lib/lazy-page';
import { routeSegment } from '@/lib/paths';
import { startsData } from '@/lib/route-data';
import { startBookingData, startScheduleData } from './route-data';

const BookingPage = lazyPage(() => import('./booking/booking-page'));
const SchedulePage = lazyPage(() => import('./schedule/schedule-page'));

/** Spec §2: the group class booking page (booking/) and the class schedule (schema/). */
export function classesRoutes(language: Language): RouteObject[] {
  return [
    {
      path: routeSegment('booking', language),
      element: <BookingPage />,
      ...startsData(startBookingData),
    },
    {
      path: routeSegment('schedule', language),
      element: <SchedulePage />,
      ...startsData(startScheduleData),
    },
  ];
}
