import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useListCustomerWorkoutSummaries,
  useListCustomerWorkouts,
} from '@generated/booking/endpoints/services/services';
import { LoadError } from '@/components/load-error/load-error';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useLanguage } from '@/components/use-language';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { useMember } from '../shell/member-context';
import { monthBars, weekBars, yearBars } from './workout-bars';
import {
  monthBuckets,
  summaryPeriod,
  weekBuckets,
  workoutsPeriod,
  yearBuckets,
} from './workout-buckets';
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
  // One "now" per visit, so the request parameters (and query keys) stay the same between renders.
  const [now] = useState(() => new Date());
  const workouts = useListCustomerWorkouts(customerId, workoutsPeriod(now));
  const summaries = useListCustomerWorkoutSummaries(customerId, summaryPeriod(now));

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
        <Typography color="text.secondary">{t('intro')}</Typography>
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
