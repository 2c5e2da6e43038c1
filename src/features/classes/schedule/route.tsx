// Spec §2: the class schedule (schema/).
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startScheduleData } from '../route-data';

export const loader = serverLoader(startScheduleData);
export const clientLoader = inBrowser(startScheduleData);

export { default } from './schedule-page';
