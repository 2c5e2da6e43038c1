import type { Subscription } from '@generated/booking/model';
import { useGetSubscriptionProduct } from '@generated/booking/endpoints/catalogue/catalogue';
import { useTranslation } from 'react-i18next';
import { InfoDialog } from '@/components/info-dialog/info-dialog';
import { membershipDescription } from './membership-description';

interface Props {
  open: boolean;
  onClose: () => void;
  subscription: Subscription;
  /** Spec §6: fetch the description fresh from the product (customer has a customer type). */
  fromProduct: boolean;
}

/** The "read more" Information dialog of a membership, with its sanitised HTML description. */
export function MembershipInfoDialog({ open, onClose, subscription, fromProduct }: Props) {
  const { t } = useTranslation('account-membership');
  const product = useGetSubscriptionProduct(subscription.subscriptionProduct.id, undefined, {
    query: { enabled: open && fromProduct, staleTime: 5 * 60_000 },
  });
  const loading = fromProduct && product.isPending;
  const html = loading
    ? undefined
    : membershipDescription(subscription, {
        asked: fromProduct,
        description: product.data?.description,
        failed: product.isError,
      });

  return (
    <InfoDialog
      open={open}
      onClose={onClose}
      title={t('info.title', { name: subscription.subscriptionProduct.name })}
      html={html}
      emptyText={loading ? t('info.loading') : t('info.none')}
    />
  );
}
