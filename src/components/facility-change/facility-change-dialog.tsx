import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { IdName } from '@generated/booking/model';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import type { CartFacility } from '@/lib/cart/use-cart-facility';

/** "Your cart is for Haga": empty it to shop at another facility, or keep it (spec §2). */
export function FacilityChangeDialog({
  cart,
  sites,
}: {
  cart: CartFacility;
  sites: readonly IdName[] | undefined;
}) {
  const { t } = useTranslation('common');
  const current = sites?.find((site) => site.id === cart.orderSite)?.name ?? '';
  return (
    <ConfirmDialog
      open={cart.asking}
      title={t('facilityChange.title')}
      confirmLabel={t('facilityChange.confirm')}
      cancelLabel={t('facilityChange.cancel')}
      destructive
      onCancel={cart.keep}
      onConfirm={cart.empty}
    >
      <Typography>{t('facilityChange.text', { current })}</Typography>
    </ConfirmDialog>
  );
}
