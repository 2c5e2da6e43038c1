// Spec §2: the checkout and receipt screen, kassa/ (checkout/ in English).
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startCheckoutData } from '../route-data';

export const loader = serverLoader(startCheckoutData);
export const clientLoader = inBrowser(startCheckoutData);

export { default } from './checkout-page';
