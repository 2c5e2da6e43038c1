// A member page (issue 23): one purchase's receipt, printable on A4 for a wellness-allowance claim.
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startPurchaseReceiptData } from './route-data';

export const loader = serverLoader(startPurchaseReceiptData);
export const clientLoader = inBrowser(startPurchaseReceiptData);

export { default } from './purchase-receipt-page';
