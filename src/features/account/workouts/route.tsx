// A member page (spec §2 "Member area"): the workouts chart.
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startWorkoutsData } from './route-data';

export const loader = serverLoader(startWorkoutsData);
export const clientLoader = inBrowser(startWorkoutsData);

export { default } from './workouts-page';
