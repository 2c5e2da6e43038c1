import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order, OrderServiceItem } from '@generated/booking/model';
import { AddToCalendarButton } from '@/components/add-to-calendar/add-to-calendar-button';
import { useLanguage } from '@/components/use-language';
import { formatPrice } from '@/lib/format';
import { ServiceWhen } from '../components/service-when';
import { cartLines, type CartLine } from '../logic/totals';
import { lineBookedTimes } from './booked-times';

function isService(line: CartLine): line is CartLine & { item: OrderServiceItem } {
  return line.type === 'services' && 'duration' in line.item;
}

/**
 * The products of the receipt, read-only (spec §2 "Cart lines" on receipts): as in the cart, but
 * the price carries the including-VAT suffix, a coupon shows its name, and there is no bin.
 * (CartLineView always has its bin and the notice check, so the receipt has its own small line.)
 */
export function ReceiptLines({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  return (
    <Stack
      component="ul"
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('receipt.products')}
    >
      {cartLines(order).map((line) => {
        const { item } = line;
        const service = isService(line) ? line.item : null;
        const times = lineBookedTimes(line, order);
        return (
          <Stack
            component="li"
            key={`${line.type}-${item.id}`}
            direction="row"
            spacing={2}
            data-testid="receipt-line"
            sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Stack sx={{ flexGrow: 1 }} spacing={0.25}>
              <Typography sx={{ fontWeight: 600 }}>{item.product.name}</Typography>
              {service ? (
                <>
                  <ServiceWhen duration={service.duration} />
                  <Typography color="text.secondary">{order.businessUnit.name}</Typography>
                </>
              ) : (
                <Typography color="text.secondary">{t(`cart.types.${line.type}`)}</Typography>
              )}
              {'coupon' in item && item.coupon ? (
                <Typography
                  sx={{ display: 'flex', gap: 0.5, alignItems: 'center', color: 'success.main' }}
                >
                  <CheckCircleIcon fontSize="small" aria-hidden />
                  {t('cart.couponNamed', { name: item.coupon.name })}
                </Typography>
              ) : null}
              {times.length > 0 ? (
                <Stack direction="row">
                  <AddToCalendarButton name={item.product.name} times={times} size="small" />
                </Stack>
              ) : null}
            </Stack>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="line-price">
              {t('receipt.inclVat', { price: formatPrice(item.price.amount, language) })}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
