import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteOrderItem } from '@generated/booking/endpoints/orders/orders';
import type { Order } from '@generated/booking/model';
import type { UniqueNotice } from '@generated/content/model';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { useStoredOrderSite } from '@/lib/cart/stored-cart';
import { errorText } from '@/lib/errors/error-message';
import { toast } from '@/lib/toast';
import { useCouponRemoval } from '../discounts/use-coupon-removal';
import { cartLines, type CartLine } from '../logic/totals';
import { CartLineView } from './cart-line';
import { removeLine, type RemoveLineApi } from './remove-line';
import type { LineDetails } from './use-line-details';

interface Props {
  order: Order;
  notices: UniqueNotice[];
  /** Each service product's details and additions (spec §2: loaded before the lines show). */
  details: Map<number, LineDetails>;
  /** Reads the order again (after a removal, whether it worked or not). */
  onRefresh: () => Promise<Order | undefined>;
}

/** The order's lines, each removable after an are-you-sure (spec §2 "Cart lines", §4). */
export function CartLines({ order, notices, details, onRefresh }: Props) {
  const { t } = useTranslation('checkout');
  const [asking, setAsking] = useState<CartLine | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const coupons = useCouponRemoval(order);
  // Spec §4 "Line warning": checked against the selected facility.
  const site = useStoredOrderSite() ?? order.businessUnit.id;

  const remove = async (line: CartLine) => {
    setAsking(null);
    setDeleting(line.item.id);
    const api: RemoveLineApi = {
      deleteItem: (orderId, type, itemId, params) => deleteOrderItem(orderId, type, itemId, params),
      refresh: onRefresh,
    };
    try {
      await removeLine(api, order, line);
    } catch (error) {
      toast.error(t('cart.removeFailed', { message: errorText(t, error) }));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <Stack
        component="ul"
        spacing={2}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('cart.heading')}
      >
        {cartLines(order).map((line) => (
          <CartLineView
            key={`${line.type}-${line.item.id}`}
            line={line}
            facility={order.businessUnit.name}
            site={site}
            notices={notices}
            details={details.get(line.item.product.id)}
            deleting={deleting === line.item.id}
            disabled={deleting !== null || coupons.removing !== null}
            onRemove={() => setAsking(line)}
            onRemoveCoupon={coupons.ask}
          />
        ))}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={t('confirmRemove.title')}
        confirmLabel={t('confirmRemove.confirm')}
        cancelLabel={t('confirmRemove.cancel')}
        destructive
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void remove(asking)}
      >
        <Typography>
          {t('confirmRemove.text', { name: asking?.item.product.name ?? '' })}
        </Typography>
      </ConfirmDialog>
      {coupons.dialog}
    </>
  );
}
