import type { RouteObject } from 'react-router';
import type { Language } from '@/lib/language';

/** The member area under {lang}/mina-sidor/ (spec §2 "Member area"). */
export function accountRoutes(_language: Language): RouteObject[] {
  return [];
}
