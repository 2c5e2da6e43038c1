import { useLocation } from 'react-router';
import { languageFromPath, type Language } from '@/lib/language';

/** The page language, from the route. */
export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}
