import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Spec §8: a failed detail load says so on the card; what the booking carries stays shown. */
export function DetailsError() {
  const { t } = useTranslation();
  return (
    <Typography color="error" sx={{ mt: 0.5 }}>
      {t('errors:errorLoadingDetails')}
    </Typography>
  );
}

export function DetailsLoading() {
  const { t } = useTranslation('account-bookings');
  return (
    <Skeleton
      variant="text"
      width="60%"
      sx={{ mt: 0.5 }}
      role="status"
      aria-label={t('loadingDetails')}
    />
  );
}
