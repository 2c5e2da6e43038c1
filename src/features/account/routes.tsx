import { Navigate, type RouteObject } from 'react-router';
import type { Language } from '@/lib/language';
import { lazyPage, type LazyPage } from '@/lib/lazy-page';
import { memberPagePath, routeSegment, type MemberPage } from '@/lib/paths';
import { startsData, type StartRouteData } from '@/lib/route-data';
import { startMemberData, startOverviewData } from './shell/member-data-queries';

const MemberAreaLayout = lazyPage(() => import('./shell/member-area-layout'));

// Each page loads with its own chunk, so charts and date pickers stay out of the start page.
const pages: Record<MemberPage, LazyPage> = {
  overview: lazyPage(() => import('./overview/overview-page')),
  bookings: lazyPage(() => import('./bookings/bookings-page')),
  membership: lazyPage(() => import('./membership/membership-page')),
  valuecards: lazyPage(() => import('./valuecards/valuecards-page')),
  purchases: lazyPage(() => import('./purchases/purchases-page')),
  offers: lazyPage(() => import('./offers/offers-page')),
  news: lazyPage(() => import('./news/news-page')),
  payments: lazyPage(() => import('./payments/payments-page')),
  profile: lazyPage(() => import('./profile/profile-page')),
  workouts: lazyPage(() => import('./workouts/workouts-page')),
};

// Pages whose data starts with the route (the others start theirs when they render).
const pageData: Partial<Record<MemberPage, StartRouteData>> = {
  overview: ({ queryClient }) => startOverviewData(queryClient),
};

/** The member area under {lang}/mina-sidor/ (spec §2 "Member area"). */
export function accountRoutes(language: Language): RouteObject[] {
  return [
    {
      path: routeSegment('memberArea', language),
      element: <MemberAreaLayout />,
      ...startsData(({ queryClient }) => startMemberData(queryClient)),
      children: [
        { index: true, element: <Navigate to={memberPagePath('overview', language)} replace /> },
        ...Object.entries(pages).map(([page, Page]) => {
          const start = pageData[page as MemberPage];
          return { path: page, element: <Page />, ...(start ? startsData(start) : {}) };
        }),
      ],
    },
  ];
}
