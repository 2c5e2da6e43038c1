import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useGetContentText } from '@generated/content/endpoints/texts/texts';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';
import type { Language } from '@/lib/language';

/** The content site's text login_component_text; a missing or failed text just leaves it out. */
export function LoginIntro({ language }: { language: Language }) {
  const { t } = useTranslation();
  const text = useGetContentText('login_component_text', { lang: language });
  if (text.isPending) {
    return (
      <Stack aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
      </Stack>
    );
  }
  const html = text.data?.text;
  if (!html || html.trim() === '') return null;
  return <SanitizedHtml html={html} data-testid="login-intro" sx={{ '& p': { mt: 0 } }} />;
}
