// The member overview: bookings, value cards and this year's workouts.
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startOverviewData } from '../shell/member-data-queries';

export const loader = serverLoader(startOverviewData);
export const clientLoader = inBrowser(startOverviewData);

export { default } from './overview-page';
