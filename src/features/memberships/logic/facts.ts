// What a membership says before it is bought (issue 42): price per period, binding, notice and
// age limits, as translated text. The product's fields are optional; what is absent is not said.
import type { TFunction } from 'i18next';
import type { ProductInterval, SubscriptionProduct } from '@generated/booking/model';
import type { Language } from '@/lib/language';
import { formatPrice } from '@/lib/money';

export function periodText(t: TFunction, interval: ProductInterval): string {
  return t(`period.${interval.unit ?? 'MONTH'}`, { count: interval.numberOf ?? 1 });
}

/** '495 kr/månad', '1 195 kr/3 månader', or '1 195 kr' for a price paid once. */
export function priceText(
  t: TFunction,
  product: SubscriptionProduct,
  language: Language,
): string | null {
  const priced = product.priceWithInterval;
  if (!priced?.price) return null;
  const price = formatPrice(priced.price.amount, language);
  const interval = priced.interval;
  if (!interval) return t('price.once', { price });
  if ((interval.numberOf ?? 1) === 1) return t(`price.per.${interval.unit ?? 'MONTH'}`, { price });
  return t('price.perPeriod', { price, period: periodText(t, interval) });
}

export function bindingText(t: TFunction, product: SubscriptionProduct): string {
  return product.bindingPeriod ? periodText(t, product.bindingPeriod) : t('facts.noBinding');
}

export function noticeText(t: TFunction, product: SubscriptionProduct): string | null {
  return product.noticePeriod ? periodText(t, product.noticePeriod) : null;
}

/** '13–19 år', 'från 18 år', 'under 20 år', or null without limits. */
export function ageText(t: TFunction, product: SubscriptionProduct): string | null {
  const { ageLimit, upperAgeLimit } = product;
  if (ageLimit !== undefined && upperAgeLimit !== undefined)
    return t('age.range', { min: ageLimit, max: upperAgeLimit - 1 });
  if (ageLimit !== undefined) return t('age.from', { min: ageLimit });
  if (upperAgeLimit !== undefined) return t('age.under', { max: upperAgeLimit });
  return null;
}

export const isDirectDebit = (product: Pick<SubscriptionProduct, 'debitMethod'>): boolean =>
  product.debitMethod === 'DIRECT_DEBIT_SE';
