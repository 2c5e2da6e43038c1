// What the news route starts (src/lib/route-data.ts): its content-site page, for a member.
import { startMembersOnlyContent } from '../shell/members-only-content';

export const startNewsData = startMembersOnlyContent('news');
