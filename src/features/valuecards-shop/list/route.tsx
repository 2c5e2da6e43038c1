// Issue 42: the value cards (vardekort/) and gift cards (presentkort/) a facility sells.
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startValueCardList } from '../route-data';

export const loader = serverLoader(startValueCardList);
export const clientLoader = inBrowser(startValueCardList);

export { default } from './value-card-list-page';
