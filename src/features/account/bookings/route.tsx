// A member page (spec §2 "Member area"): the bookings, with their cards' details.
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startBookingsData } from './route-data';

export const loader = serverLoader(startBookingsData);
export const clientLoader = inBrowser(startBookingsData);

export { default } from './bookings-page';
