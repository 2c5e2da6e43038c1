// What the profile route starts (src/lib/route-data.ts): the consent types of its form. The
// customer comes with the member area's frame; the profile image is the frame's too.
import type { RouteDataContext } from '@/lib/route-data';
import { consentTypesQuery } from './queries';

export function startProfileData({ queryClient, customerId }: RouteDataContext): void {
  if (customerId === null) return;
  void queryClient.prefetchQuery(consentTypesQuery());
}
