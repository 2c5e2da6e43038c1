import { ContentPage } from '@/components/content-page/content-page';
import { useLanguage } from '@/components/use-language';
import { MembersOnly } from '../shell/members-only';
import { membersOnlyContentTitle } from '../shell/members-only-content';

/**
 * The 'news' menu item. The spec shows no news of its own but lists a membership-information page
 * ('Medlemsinformation' / 'Membership information') with no menu item: this is where it is shown.
 */
export default function NewsPage() {
  // The title the route's loader asks the content site for, so the page finds its answer.
  const title = membersOnlyContentTitle('news', useLanguage());
  return (
    <MembersOnly page="news" title={title}>
      <ContentPage title={title} />
    </MembersOnly>
  );
}
