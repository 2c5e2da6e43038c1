import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error/load-error';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useLanguage } from '@/components/use-language';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { useMember } from '../shell/member-context';
import { workoutsQuery, workoutSummariesQuery } from './queries';
import { monthBars, weekBars, yearBars } from './workout-bars';
import { monthBuckets, weekBuckets, yearBuckets } from './workout-buckets';
import { WorkoutChart, type ChartBar } from './workout-chart';

const PERIODS = ['week', 'month', 'year'] as const;
type Period = (typeof PERIODS)[number];

/** Spec §2 "Workouts": a bar chart per week, month (default) or year. */
export default function WorkoutsPage({ skipAnimation }: { skipAnimation?: boolean }) {
  const { t } = useTranslation('account-workouts');
  const language = useLanguage();
  const { customerId } = useMember();
  usePageTitle(t('title'));
  const [period, setPeriod] = useState<Period>('month');
  // One "now" per visit, so the charts and the requests stay the same between renders. The requests
  // and the charts go by its Stockholm day (and week and year) only: the route's loader, reading
  // the clock a moment earlier, asks for the same periods, and the server's render and the
  // browser's take-over draw the same bars.
  const [now] = useState(() => new Date());
  const workouts = useQuery(workoutsQuery(customerId, now));
  const summaries = useQuery(workoutSummariesQuery(customerId, now));

  const query = period === 'week' ? workouts : summaries;
  let bars: ChartBar[] = [];
  if (period === 'week' && workouts.data)
    bars = weekBars(weekBuckets(workouts.data, now), t, language);
  if (period === 'month' && summaries.data)
    bars = monthBars(monthBuckets(summaries.data, now), t, language);
  if (period === 'year' && summaries.data) bars = yearBars(yearBuckets(summaries.data, now));
  const caption = t(`chartLabel.${period}`);

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography color="textSecondary">{t('intro')}</Typography>
      </Stack>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={period}
        aria-label={t('period.label')}
        onChange={(_event, next: Period | null) => next && setPeriod(next)}
      >
        {PERIODS.map((value) => (
          <ToggleButton key={value} value={value} sx={{ px: 3 }}>
            {t(`period.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack component="section" spacing={2} aria-labelledby="workout-chart-heading">
        <Typography id="workout-chart-heading" variant="h2">
          {caption}
        </Typography>
        {query.isPending ? (
          <Stack aria-busy="true">
            <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
            <Skeleton variant="rounded" height={400} sx={{ maxWidth: 1080 }} />
          </Stack>
        ) : query.isError ? (
          <LoadError message={t('loadError')} onRetry={() => void query.refetch()} />
        ) : bars.every((bar) => bar.count === 0) ? (
          <Typography>{t('empty')}</Typography>
        ) : (
          <WorkoutChart bars={bars} caption={caption} skipAnimation={skipAnimation} />
        )}
      </Stack>
    </Stack>
  );
}
