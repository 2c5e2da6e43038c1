// The intro above the login form, so it is there with the form (no shift when it arrives).
import { getGetContentTextQueryOptions } from '@generated/content/endpoints/texts/texts';
import type { RouteDataContext } from '@/lib/route-data';

export function startLoginData({ queryClient, language }: RouteDataContext): void {
  void queryClient.prefetchQuery(
    getGetContentTextQueryOptions('login_component_text', { lang: language }),
  );
}
