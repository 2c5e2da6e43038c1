import type { Language } from '@/lib/language';
import { memberPagePath, pathTo, safeReturnPath } from '@/lib/paths';

/**
 * Where to go after login (spec §2): the `returnTo` page when it is a path of this site, else
 * the member overview. Never another origin, and never back to the login page itself.
 */
export function postLoginTarget(returnTo: string | null, language: Language): string {
  const overview = memberPagePath('overview', language);
  const safe = safeReturnPath(returnTo);
  if (!safe) return overview;
  const loginPaths = [pathTo('login', 'sv'), pathTo('login', 'en')];
  return loginPaths.some((login) => safe.startsWith(login)) ? overview : safe;
}
