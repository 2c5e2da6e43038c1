// A member page (issue 44): one invoice, its PDF, paying it and the payment's result.
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startInvoiceData } from './route-data';

export const loader = serverLoader(startInvoiceData);
export const clientLoader = inBrowser(startInvoiceData);

export { default } from './invoice-page';
