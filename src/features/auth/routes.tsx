import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { Language } from '@/lib/language';
import { routeSegment } from '@/lib/paths';

const LoginPage = lazy(() => import('./login/login-page'));
const ResetPasswordPage = lazy(() => import('./reset-password/reset-password-page'));

/** Login (logga-in/, en/login/) and password reset (reset-password/), spec §2. */
export function authRoutes(language: Language): RouteObject[] {
  return [
    { path: routeSegment('login', language), element: <LoginPage /> },
    { path: routeSegment('resetPassword', language), element: <ResetPasswordPage /> },
  ];
}
