import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '@generated/booking/model';
import { formatTime } from '@/lib/format';

/**
 * Before paying: how long BRP holds the chosen times (the preliminary order's invalidateTime) and,
 * with a treatment in the cart, that treatments can be cancelled up to 24 hours before they start
 * (spec §4: later, a cancel is refused).
 */
export function CartTermsNotice({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const heldUntil = order.preliminary && order.invalidateTime ? order.invalidateTime : null;
  const hasTreatment = order.serviceItems.length > 0;
  if (!heldUntil && !hasTreatment) return null;
  return (
    <Alert severity="info" data-testid="cart-terms">
      {heldUntil ? (
        <Typography>{t('terms.heldUntil', { time: formatTime(heldUntil) })}</Typography>
      ) : null}
      {hasTreatment ? <Typography>{t('terms.treatmentCancel')}</Typography> : null}
    </Alert>
  );
}
