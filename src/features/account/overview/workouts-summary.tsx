import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/use-language';
import { inStockholm } from '@/lib/dayjs';
import { memberPagePath } from '@/lib/paths';
import { useListCustomerWorkoutSummaries } from '@generated/booking/endpoints/services/services';
import { OverviewSection } from './overview-section';
import { workoutSummaryPeriod } from '@/lib/workout-summary';
import { sectionState, workoutTotals } from './overview-logic';

/** This year's and this month's workouts, from the yearly summaries (spec §7 workoutssummary). */
export function WorkoutsSummary({ customerId }: { customerId: number }) {
  const { t } = useTranslation('account-overview');
  const language = useLanguage();
  const now = inStockholm();
  const year = now.year();
  // Spec §9: the summary covers the current year minus 2 up to the current year.
  const query = useListCustomerWorkoutSummaries(customerId, workoutSummaryPeriod(year));
  const totals = workoutTotals(query.data ?? [], year, now.month() + 1);
  return (
    <OverviewSection
      title={t('workouts.heading')}
      state={sectionState([query], () => (query.data ?? []).length === 0)}
      loadingLabel={t('workouts.loading')}
      errorText={t('workouts.error')}
      emptyText={t('workouts.empty')}
      onRetry={() => void query.refetch()}
      link={{ to: memberPagePath('workouts', language), label: t('workouts.link') }}
    >
      <Stack direction="row" spacing={4}>
        <Stack>
          <Typography variant="h3" component="p">
            {totals.yearTotal}
          </Typography>
          <Typography color="textSecondary">{t('workouts.thisYear', { year })}</Typography>
        </Stack>
        <Stack>
          <Typography variant="h3" component="p">
            {totals.monthCount}
          </Typography>
          <Typography color="textSecondary">{t('workouts.thisMonth')}</Typography>
        </Stack>
      </Stack>
    </OverviewSection>
  );
}
