import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title/use-page-title';

export default function NewsPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('menu.news'));
  return <Typography variant="h1">{t('menu.news')}</Typography>;
}
