import type { RouteObject } from 'react-router';
import type { Language } from '@/lib/language';
import { lazyPage } from '@/lib/lazy-page';
import { routeSegment } from '@/lib/paths';
import { startsData } from '@/lib/route-data';
import { getGetContentTextQueryOptions } from '@generated/content/endpoints/texts/texts';

const LoginPage = lazyPage(() => import('./login/login-page'));
const ResetPasswordPage = lazyPage(() => import('./reset-password/reset-password-page'));

/** Login (logga-in/, en/login/) and password reset (reset-password/), spec §2. */
export function authRoutes(language: Language): RouteObject[] {
  return [
    {
      path: routeSegment('login', language),
      element: <LoginPage />,
      // The intro above the form, so it is there when the form is (no shift when it arrives).
      ...startsData(({ queryClient }) => {
        void queryClient.prefetchQuery(
          getGetContentTextQueryOptions('login_component_text', { lang: language }),
        );
      }),
    },
    { path: routeSegment('resetPassword', language), element: <ResetPasswordPage /> },
  ];
}
