// The start page: what you can do here, the sites, the treatments.
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startHomeData } from './route-data';

export const loader = serverLoader(startHomeData);
export const clientLoader = inBrowser(startHomeData);

export { default } from './home-page';
