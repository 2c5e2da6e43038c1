import { useTranslation } from 'react-i18next';
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
  // On screen the page is called what its menu entry says.
  const { t } = useTranslation('account');
  const heading = t('menu.news');
  return (
    <MembersOnly page="news" title={heading}>
      <ContentPage title={title} heading={heading} />
    </MembersOnly>
  );
}
