import { useTranslation } from 'react-i18next';
import { CodeDialog } from './code-dialog';
import { couponInput } from './discount-rules';
import { dialogErrorText } from './dialog-error';
import type { useDiscountActions } from './use-discount-actions';

interface Props {
  open: boolean;
  onClose: () => void;
  actions: ReturnType<typeof useDiscountActions>;
}

/** Spec §2 "add discount code": the code is applied to the order, which then shows it. */
export function CouponDialog({ open, onClose, actions }: Props) {
  const { t } = useTranslation('checkout');
  const required = t('errors:required.couponCode');
  return (
    <CodeDialog
      open={open}
      onClose={onClose}
      title={t('discounts.coupon.title')}
      label={t('discounts.coupon.label')}
      submitLabel={t('discounts.add')}
      busyLabel={t('discounts.adding')}
      check={(raw) => {
        const input = couponInput(raw);
        return 'code' in input ? { value: input.code } : { problem: required };
      }}
      send={actions.applyCoupon}
      errorFor={(error) =>
        actions.handledOrderClosed(error)
          ? undefined
          : dialogErrorText(t, error, 'couponName', required)
      }
    />
  );
}
