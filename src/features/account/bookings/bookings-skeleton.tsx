import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';

/** Skeleton cards while the bookings load. */
export function BookingsSkeleton() {
  const { t } = useTranslation('account-bookings');
  return (
    <Stack spacing={1.5} role="status" aria-busy="true" data-testid="bookings-skeleton">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Skeleton variant="text" width="40%" height={40} />
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={132} />
      ))}
    </Stack>
  );
}
