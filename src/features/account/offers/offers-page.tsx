import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/components/content-page/content-page';
import { useLanguage } from '@/components/use-language';
import { MembersOnly } from '../shell/members-only';
import { membersOnlyContentTitle } from '../shell/members-only-content';

/** Spec §2: the members' offers, a content-site page titled 'Mina erbjudande' / 'My offers'. */
export default function OffersPage() {
  // The title the route's loader asks the content site for, so the page finds its answer.
  const title = membersOnlyContentTitle('offers', useLanguage());
  // On screen the page is called what its menu entry says.
  const { t } = useTranslation('account');
  const heading = t('menu.offers');
  return (
    <MembersOnly page="offers" title={heading}>
      <ContentPage title={title} heading={heading} />
    </MembersOnly>
  );
}
