// Issue 42: one course and its rounds (kurser/:productId/, courses/:productId/).
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startCourseData } from '../route-data';

export const loader = serverLoader(startCourseData);
export const clientLoader = inBrowser(startCourseData);

export { default } from './course-page';
