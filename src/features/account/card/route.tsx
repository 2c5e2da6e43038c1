// The member card, large, with the member number as codes to scan and the valid entry tickets
// (issue 23). The service worker keeps this page for offline use (decision 036).
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startCardData } from './route-data';

export const loader = serverLoader(startCardData);
export const clientLoader = inBrowser(startCardData);

export { default } from './card-page';
