import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title/use-page-title';

export default function WorkoutsPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('menu.workouts'));
  return <Typography variant="h1">{t('menu.workouts')}</Typography>;
}
