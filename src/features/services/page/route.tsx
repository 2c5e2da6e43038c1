// Spec §2: the service time selection page (booking-service/).
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startServiceData } from '../route-data';

export const loader = serverLoader(startServiceData);
export const clientLoader = inBrowser(startServiceData);

export { default } from './service-booking-page';
