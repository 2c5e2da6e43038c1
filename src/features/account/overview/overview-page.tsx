import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useLanguage } from '@/components/use-language';
import { memberPagePath } from '@/lib/paths';
import { useMember } from '../shell/member-context';
import { BookingsSummary } from './bookings-summary';
import { MemberCard } from './member-card';
import { MembershipsSummary } from './memberships-summary';
import { ValueCardsSummary } from './valuecards-summary';
import { WorkoutsSummary } from './workouts-summary';

/** Spec §2 "Overview": greeting, member card, then bookings, memberships, value cards and workouts. */
export default function OverviewPage() {
  const { t } = useTranslation('account-overview');
  const language = useLanguage();
  const { customer, customerId } = useMember();
  usePageTitle(t('title'));

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h1">{t('greeting', { name: customer.firstName })}</Typography>
        <Link component={RouterLink} to={memberPagePath('profile', language)}>
          {t('profileLink')}
        </Link>
      </Stack>
      <MemberCard />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <BookingsSummary customerId={customerId} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <MembershipsSummary />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ValueCardsSummary customerId={customerId} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <WorkoutsSummary customerId={customerId} />
        </Grid>
      </Grid>
    </Stack>
  );
}
