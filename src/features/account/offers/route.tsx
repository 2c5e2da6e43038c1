// A member page (spec §2 "Member area"): the members' offers, a content-site page.
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startOffersData } from './route-data';

export const loader = serverLoader(startOffersData);
export const clientLoader = inBrowser(startOffersData);

export { default } from './offers-page';
