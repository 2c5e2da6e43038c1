import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Order } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { useValueCardReservations } from '../discounts/discount-queries';
import { amountUsed, leftToPayAfterCards, reservationName } from '../discounts/discount-rules';
import { MoneyRow } from '../components/money-row';
import { couponSummary, formatRate, vatLines } from '../logic/totals';

interface Props {
  order: Order;
  /** While value cards are listed the VAT lines are hidden (spec §2). */
  valueCardsListed?: boolean;
}

/**
 * With a coupon, the price before it and the discount with its percentage; the cart total, one
 * VAT line per rate (rate 0 hidden), and while value
 * cards pay part of it (spec §2, §9): a line per card and what is left to pay, without VAT lines.
 */
export function CartSummary({ order, valueCardsListed = false }: Props) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const cards = useValueCardReservations(order.id).data ?? [];
  const cardsListed = valueCardsListed || cards.length > 0;
  const coupon = couponSummary(order);
  const row = (label: string, amount: number, testId: string, strong = false) => (
    <MoneyRow key={testId} label={label} amount={amount} testId={testId} strong={strong} />
  );
  return (
    <Stack spacing={1} component="section" aria-label={t('summary.total')}>
      <Divider />
      {coupon ? row(t('summary.beforeCoupon'), coupon.before, 'summary-before-coupon') : null}
      {coupon
        ? row(
            coupon.percent > 0
              ? t('summary.couponPercent', { percent: coupon.percent })
              : t('summary.coupon'),
            -coupon.discount,
            'summary-coupon',
          )
        : null}
      {row(t('summary.total'), order.price.amount, 'summary-total', cards.length === 0)}
      {cards.map((card) =>
        row(
          t('summary.valueCard', { name: reservationName(card) }),
          -amountUsed(card),
          `summary-value-card-${card.id}`,
        ),
      )}
      {cards.length > 0
        ? row(t('summary.toPay'), leftToPayAfterCards(order, cards), 'summary-to-pay', true)
        : null}
      {vatLines(order.vatSums, { valueCardsListed: cardsListed }).map((line) =>
        row(
          t('summary.vat', { rate: formatRate(line.rate, language) }),
          line.amount,
          `summary-vat-${line.rate}`,
        ),
      )}
    </Stack>
  );
}
