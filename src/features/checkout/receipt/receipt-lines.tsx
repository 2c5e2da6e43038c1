import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order, OrderServiceItem } from '@generated/booking/model';
import { AddToCalendarButton } from '@/components/add-to-calendar/add-to-calendar-button';
import { useLanguage } from '@/components/use-language';
import { formatPrice } from '@/lib/format';
import { cartLineModel } from '../cart/cart-line-model';
import { KindParts } from '../cart/kind-parts';
import { ServiceWhen } from '../components/service-when';
import { ValueCardLineInfo } from '../components/value-card-line-info';
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
          // A grid: the price beside the text, the calendar button under both, where its label
          // has the line's whole width (beside the price, "Lägg till i kalendern" wrapped away
          // from its icon on a 390 px phone).
          <Box
            component="li"
            key={`${line.type}-${item.id}`}
            data-testid="receipt-line"
            sx={{
              display: 'grid',
              gridTemplateColumns: '1fr auto',
              columnGap: 2,
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <Stack spacing={0.25} sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{item.product.name}</Typography>
              {service ? (
                <>
                  <ServiceWhen duration={service.duration} />
                  <Typography color="textSecondary">{order.businessUnit.name}</Typography>
                </>
              ) : line.type === 'entries' || line.type === 'events' ? (
                <KindParts
                  model={cartLineModel(line, { site: 0, notices: [], included: [], language })}
                  facility={order.businessUnit.name}
                />
              ) : (
                <Typography color="textSecondary">{t(`cart.types.${line.type}`)}</Typography>
              )}
              {line.type === 'valuecards' ? <ValueCardLineInfo item={item} /> : null}
              {'coupon' in item && item.coupon ? (
                <Typography
                  sx={{ display: 'flex', gap: 0.5, alignItems: 'center', color: 'success.main' }}
                >
                  <CheckCircleIcon fontSize="small" aria-hidden />
                  {t('cart.couponNamed', { name: item.coupon.name })}
                </Typography>
              ) : null}
            </Stack>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="line-price">
              {t('receipt.inclVat', { price: formatPrice(item.price.amount, language) })}
            </Typography>
            {times.length > 0 ? (
              <Stack direction="row" sx={{ gridColumn: '1 / -1' }}>
                <AddToCalendarButton name={item.product.name} times={times} size="small" />
              </Stack>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}
