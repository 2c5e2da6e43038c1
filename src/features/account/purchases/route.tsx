// A member page (spec §2 "Member area"): the purchases, a heading per month.
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startPurchasesData } from './route-data';

export const loader = serverLoader(startPurchasesData);
export const clientLoader = inBrowser(startPurchasesData);

export { default } from './purchases-page';
