import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title/use-page-title';

export default function PurchasesPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('menu.purchases'));
  return <Typography variant="h1">{t('menu.purchases')}</Typography>;
}
