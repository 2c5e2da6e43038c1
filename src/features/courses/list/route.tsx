// Issue 42: the courses list (kurser/, courses/).
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startCourseListData } from '../route-data';

export const loader = serverLoader(startCourseListData);
export const clientLoader = inBrowser(startCourseListData);

export { default } from './course-list-page';
