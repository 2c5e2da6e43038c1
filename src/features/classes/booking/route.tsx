// Spec §2: the group class booking page (booking/).
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startBookingData } from '../route-data';

export const loader = serverLoader(startBookingData);
export const clientLoader = inBrowser(startBookingData);

export { default } from './booking-page';
