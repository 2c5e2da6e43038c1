// Issue 42: the entries list (entre/, entries/).
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startEntryListData } from '../route-data';

export const loader = serverLoader(startEntryListData);
export const clientLoader = inBrowser(startEntryListData);

export { default } from './entry-list-page';
