import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderSubscriptionItem } from '@generated/booking/model';
import type { UniqueNotice } from '@generated/content/model';
import { useLanguage } from '@/components/use-language';
import { ValueCardLineInfo } from '../components/value-card-line-info';
import type { CartLine } from '../logic/totals';
import { cartLineModel } from './cart-line-model';
import { SubscriptionLineDetails } from './subscription-line-details';
import { KindParts } from './kind-parts';
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

/**
 * One cart line. Services (spec §2 "Cart lines"): name, day and long month, Stockholm start and end
 * time, facility, price, the coupon mark, and the line warning (paragraphs) above it. Entries and
 * courses: their window or round, facility and count (kind-parts.tsx). Other item types: their
 * kind, name and price. What it shows comes from `cartLineModel`.
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
  const model = cartLineModel(line, { site, notices, included: details?.included, language });
  const { couponName } = model;
  return (
    <Box component="li" data-testid="cart-line" data-type={line.type}>
      {model.warning.length > 0 ? (
        <Box sx={{ color: 'error.main', mb: 1 }} data-testid="line-warning">
          {model.warning.map((part, index) => (
            <Typography key={index} sx={{ mt: index ? 1 : 0 }}>
              {part}
            </Typography>
          ))}
        </Box>
      ) : null}
      {/* Name, price and bin on one row, the rest under them at the card's full width: on a
          360 px phone a column beside the price left the coupon row too narrow for its words. */}
      <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {/* A gap, not Stack's spacing: Stack resets its children's margins, the bin's too. */}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Typography sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {model.name}
          </Typography>
          <Typography
            sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
            data-testid="line-price"
          >
            {model.price}
          </Typography>
          {/* The small button is 34 px; its negative margin keeps the row as tall as the text. */}
          <IconButton
            aria-label={t(deleting ? 'cart.removing' : 'cart.remove', { name: model.name })}
            onClick={onRemove}
            disabled={disabled}
            size="small"
            sx={{ my: '-5px' }}
          >
            {deleting ? <CircularProgress size={20} /> : <DeleteIcon />}
          </IconButton>
        </Box>
        <Stack spacing={0.25} sx={{ mt: 0.25 }}>
          {model.when ? (
            <>
              <Typography data-testid="line-when">
                {model.when.day} {t('cart.time', { from: model.when.from, to: model.when.to })}
              </Typography>
              <Typography color="textSecondary">{facility}</Typography>
              {model.included.length ? (
                <Typography color="textSecondary" data-testid="line-included">
                  {t('cart.included', { names: model.included.join(', ') })}
                </Typography>
              ) : null}
            </>
          ) : model.entryWhen || model.eventName ? (
            <KindParts model={model} facility={facility} />
          ) : (
            <Typography color="textSecondary">{t(`cart.types.${model.type}`)}</Typography>
          )}
          {line.type === 'subscriptions' ? (
            <SubscriptionLineDetails item={line.item as OrderSubscriptionItem} />
          ) : null}
          {line.type === 'valuecards' ? <ValueCardLineInfo item={line.item} /> : null}
          {couponName !== null ? (
            // Wraps as whole parts: the link goes under the mark when both do not fit on one line.
            <Typography
              component="div"
              data-testid="line-coupon"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 1.5,
                rowGap: 0.25,
                color: 'success.main',
              }}
            >
              <Box
                component="span"
                data-testid="line-coupon-mark"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                <CheckCircleIcon fontSize="small" aria-hidden />
                {t('cart.couponApplied')}
              </Box>
              {onRemoveCoupon ? (
                <Link
                  component="button"
                  type="button"
                  disabled={disabled}
                  onClick={() => onRemoveCoupon(couponName)}
                  aria-label={t('discounts.couponRemove.link', { name: couponName })}
                  sx={{ textAlign: 'start' }}
                >
                  {t('discounts.couponRemove.short')}
                </Link>
              ) : null}
            </Typography>
          ) : null}
        </Stack>
      </Box>
    </Box>
  );
}
