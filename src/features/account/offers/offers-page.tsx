import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/components/content-page/content-page';
import { MembersOnly } from '../shell/members-only';

/** Spec §2: the members' offers, a content-site page titled 'Mina erbjudande' / 'My offers'. */
export default function OffersPage() {
  const { t } = useTranslation('account-content');
  const title = t('offers.pageTitle');
  return (
    <MembersOnly page="offers" title={title}>
      <ContentPage title={title} />
    </MembersOnly>
  );
}
