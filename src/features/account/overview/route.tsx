// The member overview: upcoming bookings, value cards and this year's workouts.
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startOverviewData } from './route-data';

export const loader = serverLoader(startOverviewData);
export const clientLoader = inBrowser(startOverviewData);

export { default } from './overview-page';
