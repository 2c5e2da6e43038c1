import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Order } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { loginPathReturningTo, pathTo } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useValueCardReservations } from './discount-queries';
import { ReservationList } from './reservation-list';
import { useDiscountActions } from './use-discount-actions';
import { loadChunk } from '@/lib/chunk-load';

// The dialogs (and the text field they bring) load when first opened: the checkout's first
// paint does not wait for them (route budget in scripts/bundle-report.ts).
const CouponDialog = lazy(() =>
  loadChunk(() => import('./coupon-dialog')).then((module) => ({ default: module.CouponDialog })),
);
const ValueCardDialog = lazy(() =>
  loadChunk(() => import('./value-card-dialog')).then((module) => ({
    default: module.ValueCardDialog,
  })),
);

type DialogName = 'coupon' | 'valueCard';

interface Props {
  order: Order;
}

/**
 * Spec §2 "Checkout": a signed-in customer's value cards on the order (each removable) and the
 * links to add a discount code or a value card; a guest is asked to log in first (spec §6).
 */
export function DiscountsSection({ order }: Props) {
  const { customerId } = useSession();
  return customerId === null ? <GuestDiscounts /> : <SignedInDiscounts order={order} />;
}

/** A guest is asked to log in first, and comes back here. */
export function GuestDiscounts() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  return (
    <Typography>
      <Link
        component={RouterLink}
        to={loginPathReturningTo(pathTo('checkout', language), language)}
      >
        {t('discounts.logIn')}
      </Link>
    </Typography>
  );
}

/** The value cards on the order, and the links that add a discount code or a value card. */
export function SignedInDiscounts({ order }: Props) {
  const { t } = useTranslation('checkout');
  const actions = useDiscountActions(order.id);
  const reservations = useValueCardReservations(order.id);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  // Once opened, a dialog stays mounted, so closing it still animates.
  const [opened, setOpened] = useState<ReadonlySet<DialogName>>(new Set());
  const open = (name: DialogName) => {
    setOpened((before) => new Set(before).add(name));
    setDialog(name);
  };
  const close = () => setDialog(null);

  return (
    <Stack component="section" aria-label={t('discounts.heading')} spacing={1.5}>
      <ReservationList query={reservations} actions={actions} />
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Link component="button" type="button" onClick={() => open('coupon')}>
          {t('discounts.coupon.open')}
        </Link>
        <Link component="button" type="button" onClick={() => open('valueCard')}>
          {t('discounts.valueCard.open')}
        </Link>
      </Stack>
      <Suspense fallback={null}>
        {opened.has('coupon') ? (
          <CouponDialog open={dialog === 'coupon'} onClose={close} actions={actions} />
        ) : null}
        {opened.has('valueCard') ? (
          <ValueCardDialog
            open={dialog === 'valueCard'}
            onClose={close}
            order={order}
            reservations={reservations.data ?? []}
            actions={actions}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
