// Issue 42: one membership, its facts and its purchase (medlemskap/134/, en/memberships/134/).
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startMembershipData } from '../route-data';

export const loader = serverLoader(startMembershipData);
export const clientLoader = inBrowser(startMembershipData);

export { default } from './membership-page';
