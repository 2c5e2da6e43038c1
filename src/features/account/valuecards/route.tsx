// A member page (spec §2 "Member area"): the value cards, with their descriptions.
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startValueCardsData } from './route-data';

export const loader = serverLoader(startValueCardsData);
export const clientLoader = inBrowser(startValueCardsData);

export { default } from './valuecards-page';
