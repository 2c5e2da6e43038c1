import { useTranslation } from 'react-i18next';
import type { SubscriptionProduct } from '@generated/booking/model';
import { DetailList, type Detail } from '@/components/detail-list/detail-list';
import { useLanguage } from '@/components/use-language';
import { ageText, bindingText, isDirectDebit, noticeText, priceText } from '../logic/facts';

/** Price per period, binding, notice, how it is paid and who may use it (issue 42). */
export function MembershipFacts({ product, site }: { product: SubscriptionProduct; site: string }) {
  const { t } = useTranslation('memberships');
  const language = useLanguage();
  const price = priceText(t, product, language);
  const notice = noticeText(t, product);
  const age = ageText(t, product);
  const items: Detail[] = [
    ...(price ? [{ label: t('facts.price'), value: price }] : []),
    { label: t('facts.binding'), value: bindingText(t, product) },
    ...(notice ? [{ label: t('facts.notice'), value: notice }] : []),
    {
      label: t('facts.payment'),
      value: isDirectDebit(product) ? t('facts.directDebit') : t('facts.paidNow'),
    },
    ...(age ? [{ label: t('facts.age'), value: age }] : []),
    { label: t('facts.site'), value: site },
  ];
  return <DetailList items={items} />;
}
