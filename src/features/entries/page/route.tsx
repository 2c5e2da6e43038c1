// Issue 42: one entry ticket: day, window and how many (entre/:productId/, entries/:productId/).
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startEntryData } from '../route-data';

export const loader = serverLoader(startEntryData);
export const clientLoader = inBrowser(startEntryData);

export { default } from './entry-page';
