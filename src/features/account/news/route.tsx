// A member page (spec §2 "Member area"): the membership information, a content-site page.
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startNewsData } from './route-data';

export const loader = serverLoader(startNewsData);
export const clientLoader = inBrowser(startNewsData);

export { default } from './news-page';
