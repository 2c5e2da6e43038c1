import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/components/content-page/content-page';

/** Spec §2: the members' offers, a content-site page titled 'Mina erbjudande' / 'My offers'. */
export default function OffersPage() {
  const { t } = useTranslation('account-content');
  return <ContentPage title={t('offers.pageTitle')} />;
}
