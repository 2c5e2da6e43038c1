import type { RouteObject } from 'react-router';
import type { Language } from '@/lib/language';

/** Login and password reset (spec §2). */
export function authRoutes(_language: Language): RouteObject[] {
  return [];
}
