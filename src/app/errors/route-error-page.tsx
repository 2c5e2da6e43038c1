import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useLanguage } from '@/components/use-language';
import { ChunkLoadTimeoutError } from '@/lib/chunk-load';
import { reportError } from '@/lib/errors/report-error';
import { pathTo } from '@/lib/paths';
import { NotFoundPage } from './not-found-page';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** The error fallback screen of every route: 404s get the 404 page, the rest a retry screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('routeError.title'));
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError({ source: 'render', error });
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage detail={typeof error.data === 'string' ? error.data : undefined} />;
  }
  // The status of an answer helps support; an exception's own text never helps a customer.
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;

  return (
    <Stack spacing={2} sx={{ py: 6, alignItems: 'flex-start' }} role="alert">
      <Typography variant="h1">{t('routeError.heading')}</Typography>
      <Typography>
        {error instanceof ChunkLoadTimeoutError
          ? t('routeError.chunkTimeout')
          : isChunkLoadError(error)
            ? t('routeError.chunk')
            : t('routeError.text')}
      </Typography>
      {detail ? (
        <Typography color="textSecondary" data-testid="route-error-detail">
          {detail}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('routeError.retry')}
        </Button>
        <Button component={RouterLink} to={pathTo('home', language)}>
          {t('routeError.back')}
        </Button>
      </Stack>
    </Stack>
  );
}
