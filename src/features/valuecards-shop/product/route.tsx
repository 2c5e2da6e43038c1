// Issue 42: one value card (vardekort/301/) or the same card as a gift (presentkort/301/).
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startValueCardProduct } from '../route-data';

export const loader = serverLoader(startValueCardProduct);
export const clientLoader = inBrowser(startValueCardProduct);

export { default } from './value-card-product-page';
