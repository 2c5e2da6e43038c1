import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPages } from '@generated/content/endpoints/pages/pages';
import { LoadError } from '@/components/load-error/load-error';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';
import { useLanguage } from '@/components/use-language';
import { findPageByTitle } from './find-page';

/** The document event other scripts (e.g. the site's tracking) wait for, spec §2. */
export const MY_PAGES_LOADED_EVENT = 'MyPagesLoaded';

/**
 * A member-area page whose text lives on the content site, found by its title in the page language
 * (spec §2 "Offers and membership information"). Fallbacks: loading, error, cannot-find-page.
 * `heading` is what the page is called on screen (its menu entry), when the title it is found by
 * differs.
 */
export function ContentPage({ title, heading = title }: { title: string; heading?: string }) {
  const { t } = useTranslation('errors');
  const language = useLanguage();
  usePageTitle(heading);
  const pages = useListPages({ search: title, lang: language });
  const page = pages.data ? findPageByTitle(pages.data, title) : undefined;

  // Spec §2: fires when the page has loaded, found or not (the cannot-find text is what loaded),
  // once per load and after the result is in the DOM (effects run after the commit). A failed
  // load fires nothing: nothing has loaded.
  const loaded = pages.isSuccess;
  useEffect(() => {
    if (loaded) document.dispatchEvent(new Event(MY_PAGES_LOADED_EVENT));
  }, [loaded]);

  return (
    <Stack spacing={2} component="article" aria-labelledby="content-page-title">
      <Typography id="content-page-title" variant="h1">
        {heading}
      </Typography>
      {pages.isPending ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : pages.isError ? (
        // A content site that failed once may answer the next time: the member can ask again.
        <LoadError message={t('anErrorOccurred')} onRetry={() => void pages.refetch()} />
      ) : page ? (
        <SanitizedHtml html={page.content.rendered} className="content-page-body" />
      ) : (
        <Typography>{t('cannotFindPage')}</Typography>
      )}
    </Stack>
  );
}
