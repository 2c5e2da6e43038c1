import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { EntryPoints } from './components/entry-points';
import { SiteList } from './components/site-list';
import { TreatmentList } from './components/treatment-list';

/** The start page: what you can do here, the sites, and the treatments to book. */
export default function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle(t('title'));
  return (
    <Stack spacing={5}>
      <Stack spacing={1}>
        <Typography variant="h1">{t('heading')}</Typography>
        <Typography color="textSecondary">{t('intro')}</Typography>
      </Stack>
      <EntryPoints />
      <SiteList />
      <TreatmentList />
    </Stack>
  );
}
