// A line's coupon (spec §2 "Cart lines", §4 "Coupon removal: confirmation, then delegated to the
// parent"): the line asks, this confirms and removes the coupon; the answer is the new order.
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@generated/booking/model';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { errorText } from '@/lib/errors/error-message';
import { toast } from '@/lib/toast';
import { useDiscountActions } from './use-discount-actions';

export function useCouponRemoval(order: Order) {
  const { t } = useTranslation('checkout');
  const actions = useDiscountActions(order.id);
  const [asking, setAsking] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (name: string) => {
    setRemoving(name);
    try {
      await actions.removeCoupon(name);
    } catch (error) {
      if (!actions.handledOrderClosed(error))
        toast.error(t('discounts.couponRemove.failed', { message: errorText(t, error) }));
    } finally {
      setRemoving(null);
      setAsking(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={t('confirmRemove.title')}
      confirmLabel={t('confirmRemove.confirm')}
      cancelLabel={t('confirmRemove.cancel')}
      destructive
      busy={removing !== null}
      onCancel={() => setAsking(null)}
      onConfirm={() => asking && void remove(asking)}
    >
      <Typography>{t('discounts.couponRemove.text', { name: asking ?? '' })}</Typography>
    </ConfirmDialog>
  );

  return { ask: (couponName: string) => setAsking(couponName), removing, dialog };
}
