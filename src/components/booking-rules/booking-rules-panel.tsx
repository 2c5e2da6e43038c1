import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error/load-error';
import { useLanguage } from '@/components/use-language';
import { formatDayMonth } from '@/lib/format';
import { noShowsQuery, quotaQuery, type QuotaTarget } from './booking-rules-queries';
import { bookingsLeft, countingStrikes } from './strikes';

interface Props {
  customerId: number;
  now: number;
  /** The class the quota is told for; null asks for no quota (nothing to book in view). */
  quotaFor: QuotaTarget | null;
}

/**
 * Issue 23 "Honest booking rules": the member's strikes and bookings left, where they book and on
 * Mina sidor. Only what BRP answers (docs/decisions/037). A failed call says so here with a retry;
 * booking itself never waits for it.
 */
export function BookingRulesPanel({ customerId, now, quotaFor }: Props) {
  const { t } = useTranslation('booking-rules');
  const titleId = useId();
  const noShows = useQuery(noShowsQuery(customerId, now));
  const quota = useQuery({
    ...quotaQuery(customerId, quotaFor ?? { product: 0, name: '', timePoint: '' }),
    enabled: quotaFor !== null,
  });
  const failed = noShows.isError || (quotaFor !== null && quota.isError);
  const retry = () => {
    if (noShows.isError) void noShows.refetch();
    if (quota.isError) void quota.refetch();
  };

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid="booking-rules"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5 }}
    >
      {/* A label, not a heading: the pages' headings stay their own (the days on Mina sidor). */}
      <Typography id={titleId} variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('title')}
      </Typography>
      <Stack spacing={0.5}>
        {noShows.isPending ? (
          <LineLoading label={t('loadingStrikes')} />
        ) : noShows.data ? (
          <StrikesLine noShows={noShows.data} />
        ) : null}
        {quotaFor === null ? null : quota.isPending ? (
          <LineLoading label={t('loadingQuota')} />
        ) : quota.data ? (
          <Typography variant="body2" data-testid="quota">
            {t('quota', {
              count: bookingsLeft(quota.data.numberOfBookingsRemaining),
              name: quotaFor.name,
            })}
          </Typography>
        ) : null}
        {failed ? <LoadError message={t('failed')} onRetry={retry} /> : null}
      </Stack>
    </Box>
  );
}

function StrikesLine({ noShows }: { noShows: Parameters<typeof countingStrikes>[0] }) {
  const { t } = useTranslation('booking-rules');
  const language = useLanguage();
  const strikes = countingStrikes(noShows);
  const latest = strikes.at(-1);
  return (
    <Typography variant="body2" data-testid="strikes">
      {latest
        ? `${t('strikes', {
            count: strikes.length,
            date: formatDayMonth(latest.startTime, language),
          })} ${t('strikesLimit')}`
        : t('noStrikes')}
    </Typography>
  );
}

function LineLoading({ label }: { label: string }) {
  return <Skeleton variant="text" width="70%" role="status" aria-label={label} />;
}
