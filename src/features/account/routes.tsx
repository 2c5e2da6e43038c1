import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { Language } from '@/lib/language';
import { memberPagePath, routeSegment, type MemberPage } from '@/lib/paths';
import { startsData, type StartRouteData } from '@/lib/route-data';
import { startMemberData, startOverviewData } from './shell/member-data-queries';

const MemberAreaLayout = lazy(() => import('./shell/member-area-layout'));

// Each page loads with its own chunk, so charts and date pickers stay out of the start page.
const pages: Record<MemberPage, ReturnType<typeof lazy>> = {
  overview: lazy(() => import('./overview/overview-page')),
  bookings: lazy(() => import('./bookings/bookings-page')),
  membership: lazy(() => import('./membership/membership-page')),
  valuecards: lazy(() => import('./valuecards/valuecards-page')),
  purchases: lazy(() => import('./purchases/purchases-page')),
  offers: lazy(() => import('./offers/offers-page')),
  news: lazy(() => import('./news/news-page')),
  payments: lazy(() => import('./payments/payments-page')),
  profile: lazy(() => import('./profile/profile-page')),
  workouts: lazy(() => import('./workouts/workouts-page')),
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
