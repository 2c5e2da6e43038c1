// A member page (spec §2 "Member area"): the payment info, card and direct-debit consents.
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startPaymentsData } from './route-data';

export const loader = serverLoader(startPaymentsData);
export const clientLoader = inBrowser(startPaymentsData);

export { default } from './payments-page';
