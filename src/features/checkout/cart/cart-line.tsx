import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderServiceItem } from '@generated/booking/model';
import type { UniqueNotice } from '@generated/content/model';
import { useLanguage } from '@/components/use-language';
import { formatPrice } from '@/lib/format';
import { noticeText, paragraphs } from '@/lib/notices/unique-notices';
import { stockholmDay } from '@/lib/stockholm-days';
import { ServiceWhen } from '../components/service-when';
import type { CartLine } from '../logic/totals';
import type { LineDetails } from './use-line-details';

interface Props {
  line: CartLine;
  facility: string;
  site: number;
  notices: UniqueNotice[];
  details?: LineDetails;
  deleting: boolean;
  disabled: boolean;
  onRemove: () => void;
  /** Asks to remove the line's coupon; without it (the receipt) no remove link shows. */
  onRemoveCoupon?: (couponName: string) => void;
}

function isService(line: CartLine): line is CartLine & { item: OrderServiceItem } {
  return line.type === 'services' && 'duration' in line.item;
}

/**
 * One cart line. Services (spec §2 "Cart lines"): name, day and long month, Stockholm start and end
 * time, facility, price, the coupon mark, and the line warning (paragraphs) above it. Other item
 * types: their kind, name and price.
 */
export function CartLineView({
  line,
  facility,
  site,
  notices,
  details,
  deleting,
  disabled,
  onRemove,
  onRemoveCoupon,
}: Props) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const { item } = line;
  const service = isService(line) ? line.item : null;
  // The line's own day: it always has one, so the notice rule's "today" fallback is never used.
  const day = service ? stockholmDay(service.duration.start) : null;
  const warning =
    service && day
      ? noticeText(notices, { productId: item.product.id, siteId: site }, { day, today: day })
      : '';
  return (
    <Box component="li" data-testid="cart-line" data-type={line.type}>
      {warning ? (
        <Box sx={{ color: 'error.main', mb: 1 }} data-testid="line-warning">
          {paragraphs(warning).map((part, index) => (
            <Typography key={index} sx={{ mt: index ? 1 : 0 }}>
              {part}
            </Typography>
          ))}
        </Box>
      ) : null}
      <Stack
        direction="row"
        spacing={2}
        sx={{
          alignItems: 'flex-start',
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Stack sx={{ flexGrow: 1 }} spacing={0.25}>
          <Typography sx={{ fontWeight: 600 }}>{item.product.name}</Typography>
          {service ? (
            <>
              <ServiceWhen duration={service.duration} />
              <Typography color="text.secondary">{facility}</Typography>
              {details?.included.length ? (
                <Typography color="text.secondary" data-testid="line-included">
                  {t('cart.included', {
                    names: details.included.map((a) => a.addition.name).join(', '),
                  })}
                </Typography>
              ) : null}
            </>
          ) : (
            <Typography color="text.secondary">{t(`cart.types.${line.type}`)}</Typography>
          )}
          {item.coupon ? (
            <Typography
              sx={{ display: 'flex', gap: 0.5, alignItems: 'center', color: 'success.dark' }}
            >
              <CheckCircleIcon fontSize="small" aria-hidden />
              {t('cart.couponApplied')}
              {onRemoveCoupon ? (
                <Link
                  component="button"
                  type="button"
                  disabled={disabled}
                  onClick={() => item.coupon && onRemoveCoupon(item.coupon.name)}
                  aria-label={t('discounts.couponRemove.link', { name: item.coupon.name })}
                  sx={{ ml: 1 }}
                >
                  {t('discounts.couponRemove.short')}
                </Link>
              ) : null}
            </Typography>
          ) : null}
        </Stack>
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="line-price">
          {formatPrice(item.price.amount, language)}
        </Typography>
        <IconButton
          aria-label={t(deleting ? 'cart.removing' : 'cart.remove', { name: item.product.name })}
          onClick={onRemove}
          disabled={disabled}
          size="small"
        >
          {deleting ? <CircularProgress size={20} /> : <DeleteIcon />}
        </IconButton>
      </Stack>
    </Box>
  );
}
