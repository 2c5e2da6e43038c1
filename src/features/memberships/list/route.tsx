// Issue 42: the memberships of a facility (medlemskap/, en/memberships/).
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startMembershipsData } from '../route-data';

export const loader = serverLoader(startMembershipsData);
export const clientLoader = inBrowser(startMembershipsData);

export { default } from './memberships-page';
