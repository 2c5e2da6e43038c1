import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useGetContentText } from '@generated/content/endpoints/texts/texts';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';
import type { Language } from '@/lib/language';
import { useSettledWithin } from '@/lib/use-settled';

/** How long the login page waits for its intro before showing the form without it. */
export const INTRO_WAIT_MS = 1500;

// The route started this request (and retried it if the server failed); a screen that mounts
// after it failed must not ask again, or the page and the intro would take turns refetching.
const useIntroText = (language: Language) =>
  useGetContentText('login_component_text', { lang: language }, { query: { retryOnMount: false } });

/**
 * Whether the page can show the form: the intro has loaded or failed, or is taking too long.
 * The intro sits above the form, so showing the form first and the text later pushed the whole
 * form down (layout shift 0.1 on a phone). The route starts the request with its code, so the
 * wait is usually nothing; the intro is the page's largest text, so it costs no paint time.
 */
export function useIntroSettled(language: Language): boolean {
  const { isPending } = useIntroText(language);
  return useSettledWithin(isPending, INTRO_WAIT_MS);
}

/** The content site's text login_component_text; a missing or failed text just leaves it out. */
export function LoginIntro({ language }: { language: Language }) {
  const { t } = useTranslation();
  const text = useIntroText(language);
  if (text.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
      </Stack>
    );
  }
  const html = text.data?.text;
  if (!html || html.trim() === '') return null;
  return <SanitizedHtml html={html} {...introProps} />;
}

const introProps = { 'data-testid': 'login-intro', sx: { '& p': { mt: 0 } } } as const;
