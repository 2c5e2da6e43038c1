// Issue 24: the accessibility statement (tillganglighet/, en/accessibility/).
import { clientLoader as inBrowser, serverLoader } from '@/lib/route-data';
import { startAccessibilityData } from './route-data';

export const loader = serverLoader(startAccessibilityData);
export const clientLoader = inBrowser(startAccessibilityData);

export { default } from './accessibility-page';
