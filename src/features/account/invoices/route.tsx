// A member page (issue 44): the customer's invoices, what is left to pay first.
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startInvoicesData } from './route-data';

export const loader = serverLoader(startInvoicesData);
export const clientLoader = inBrowser(startInvoicesData);

export { default } from './invoices-page';
