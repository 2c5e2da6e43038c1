import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useLanguage } from '@/components/use-language';
import { pathTo } from '@/lib/paths';

/**
 * Spec §2 "404 page": heading 404, the text, the route's status (in the page's language; the
 * answer's own status text is English) and any message, the way home.
 */
export function NotFoundPage({ detail }: { detail?: string | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('notFound.title'));
  return (
    <Stack spacing={2} sx={{ py: 6, alignItems: 'flex-start' }}>
      <Typography variant="h1">{t('notFound.heading')}</Typography>
      <Typography>{t('notFound.text')}</Typography>
      <Typography color="textSecondary" data-testid="route-error-detail">
        {t('notFound.status', { status: 404 })}
        {detail ? ` ${detail}` : null}
      </Typography>
      <Button variant="contained" component={RouterLink} to={pathTo('home', language)}>
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}
