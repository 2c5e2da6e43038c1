import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error/load-error';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { loadChunk } from '@/lib/chunk-load';
import { calendarFeedQuery } from './calendar-feed-query';
import { calendarLinks } from './calendar-links';

// The text field, the accordion and their code are not needed before the links (always after the
// page has arrived): they load with them, and the page stays within its budget.
const FeedReady = lazy(() => loadChunk(() => import('./feed-ready')));

function FeedLoading() {
  const { t } = useTranslation('account-bookings');
  return (
    <Stack spacing={1} role="status" aria-busy="true">
      <VisuallyHidden>{t('calendarFeed.loading')}</VisuallyHidden>
      <Skeleton variant="rounded" width={260} height={40} />
      <Skeleton variant="rounded" height={56} />
    </Stack>
  );
}

/**
 * "Prenumerera i din kalender" (issue 23): the member's bookings as a live calendar feed, asked
 * for once per visit (the links do not change), with the how-to collapsed under them (decision 032).
 */
export function CalendarFeed() {
  const { t } = useTranslation('account-bookings');
  const headingId = useId();
  const feed = useQuery(calendarFeedQuery());
  const links = feed.data ? calendarLinks(feed.data) : null;

  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="calendar-feed"
    >
      <CardContent component={Stack} spacing={2}>
        <Typography id={headingId} variant="h2">
          {t('calendarFeed.heading')}
        </Typography>
        <Typography>{t('calendarFeed.intro')}</Typography>
        {feed.isPending ? (
          <FeedLoading />
        ) : links ? (
          <Suspense fallback={<FeedLoading />}>
            <FeedReady links={links} />
          </Suspense>
        ) : (
          // A failed call, or links that are not webcal and https (never shown).
          <LoadError message={t('calendarFeed.loadError')} onRetry={() => void feed.refetch()} />
        )}
      </CardContent>
    </Card>
  );
}
