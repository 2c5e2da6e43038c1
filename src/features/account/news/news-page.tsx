import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/components/content-page/content-page';
import { MembersOnly } from '../shell/members-only';

/**
 * The 'news' menu item. The spec shows no news of its own but lists a membership-information page
 * ('Medlemsinformation' / 'Membership information') with no menu item: this is where it is shown.
 */
export default function NewsPage() {
  const { t } = useTranslation('account-content');
  const title = t('news.pageTitle');
  return (
    <MembersOnly page="news" title={title}>
      <ContentPage title={title} />
    </MembersOnly>
  );
}
