import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title/use-page-title';

export default function PaymentsPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('menu.payments'));
  return <Typography variant="h1">{t('menu.payments')}</Typography>;
}
