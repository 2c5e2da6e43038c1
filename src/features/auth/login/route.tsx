// Spec §2: login (logga-in/, en/login/).
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startLoginData } from './route-data';

export const loader = serverLoader(startLoginData, { visitorsOnly: true });
export const clientLoader = inBrowser(startLoginData);

export { default } from './login-page';
