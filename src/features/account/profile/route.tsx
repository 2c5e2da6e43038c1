// A member page (spec §2 "Member area"): the profile form, with its consent types.
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startProfileData } from './route-data';

export const loader = serverLoader(startProfileData);
export const clientLoader = inBrowser(startProfileData);

export { default } from './profile-page';
