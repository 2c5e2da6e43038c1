import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BookingInvoicesNotice } from '@/components/booking-error/unpaid-invoices-notice';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useLanguage } from '@/components/use-language';
import { useOnline } from '@/lib/use-online';
import { memberPagePath } from '@/lib/paths';
import { useMember } from '../shell/member-context';
import { LastUpdatedNote, NeedsConnection } from '../shell/offline-note';
import { BookingsSummary } from './bookings-summary';
import { MemberCard } from './member-card';
import { MembershipsSummary } from './memberships-summary';
import { ValueCardsSummary } from './valuecards-summary';
import { WorkoutsSummary } from './workouts-summary';

/**
 * Spec §2 "Overview": greeting, member card, then bookings, memberships, value cards and workouts.
 * Offline (a page the service worker kept) the card and the bookings show with their time.
 * Overdue invoices, which block booking, are said above the card, with the way to pay them.
 */
export default function OverviewPage() {
  const { t } = useTranslation('account-overview');
  const language = useLanguage();
  const { customer, customerId } = useMember();
  const online = useOnline();
  usePageTitle(t('title'));

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h1">{t('greeting', { name: customer.firstName })}</Typography>
        <Link component={RouterLink} to={memberPagePath('profile', language)}>
          {t('profileLink')}
        </Link>
      </Stack>
      <LastUpdatedNote customerId={customerId} />
      {/* Overdue invoices block booking: the member hears it here first (issue 44). Read in the
          browser, so the overview's server answer waits for no extra BRP call (decision 075). */}
      {online ? <BookingInvoicesNotice customerId={customerId} /> : null}
      <MemberCard />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <BookingsSummary customerId={customerId} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <MembershipsSummary />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          {/* Offline, only the card and the bookings are the last visit's (decision 036). */}
          {online ? <ValueCardsSummary customerId={customerId} /> : <NeedsConnection />}
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          {online ? <WorkoutsSummary customerId={customerId} /> : <NeedsConnection />}
        </Grid>
      </Grid>
    </Stack>
  );
}
