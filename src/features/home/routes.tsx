import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { Language } from '@/lib/language';

const HomePage = lazy(() => import('./home-page'));

export function homeRoutes(_language: Language): RouteObject[] {
  return [{ index: true, element: <HomePage /> }];
}
