import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Order, ServiceAddition } from '@generated/booking/model';
import type { UniqueNotice } from '@generated/content/model';
import {
  ORDER_SENTINEL,
  PRODUCT_SENTINEL,
  requestKey,
  SITE_SENTINEL,
} from '@/lib/document/document-answers';
import { documentWait } from '@/lib/document/document-slots';
import { uniqueNoticesQuery } from '@/lib/notices/notices-query';
import { CartLines } from '../cart/cart-lines';
import { CheckoutLoading } from '../components/checkout-loading';
import { lineAdditionsQuery } from '../cart/line-details';
import { GuestDiscounts, SignedInDiscounts } from '../discounts/discounts-section';
import { reservationsQuery } from '../discounts/discount-queries';
import { CustomerStepFrame, StepLoading } from '../pay/customer-step';
import { orderQuery } from '../queries';
import { CartSummary } from './cart-summary';
import { CheckoutHeading } from './checkout-view';

/** How long the painted checkout waits for its answers before the app starts regardless. */
const CHECKOUT_PAINT_WAIT_MS = 1500;

/** Haga: a facility with a slug, so the template line's warning shows (spec §5 "Notice"). */
const TEMPLATE_SITE = 1;

/**
 * The order of the build's render: one service line with every part a line can show (a warning of
 * two paragraphs, an included addition, a coupon), a coupon discount and one VAT rate. The paint
 * copies and fills them from the stored order's answer. (Only what the components read.)
 */
const TEMPLATE_ORDER = {
  id: Number(ORDER_SENTINEL),
  preliminary: true,
  businessUnit: { id: TEMPLATE_SITE, name: '' },
  serviceItems: [
    {
      id: 1,
      product: { id: Number(PRODUCT_SENTINEL), name: '' },
      duration: { start: '2026-01-15T09:00:00Z', end: '2026-01-15T10:00:00Z' },
      price: { amount: 0 },
      coupon: { name: '' },
    },
  ],
  couponDiscount: { amount: 1 },
  price: { amount: 0 },
  vatSums: [{ rate: '25', amount: { amount: 0 } }],
} as unknown as Order;

const TEMPLATE_NOTICE: UniqueNotice = {
  service_ids: [Number(PRODUCT_SENTINEL)],
  business_units: 'haga',
  date_from: '0000-01-01',
  date_to: '9999-12-31',
  message_text: '-\n\n-',
};

const TEMPLATE_DETAILS = new Map([
  [
    Number(PRODUCT_SENTINEL),
    { included: [{ addition: { name: '' } } as unknown as ServiceAddition] },
  ],
]);

/**
 * The checkout in the build's render (docs/decisions/025): the spinner the app shows while the
 * order is undecided, and, hidden, the lines, discounts, summary and customer heading for the
 * document to fill from its own answers (src/app/document-paint-checkout.ts). The discounts are
 * there twice, a guest's and a member's; the paint keeps the visitor's. The texts with values in
 * them are templates on the root, in the page's language.
 */
export function CheckoutSlots() {
  const { t } = useTranslation('checkout');
  const template = (key: string, ...names: string[]) =>
    t(key, Object.fromEntries(names.map((name) => [name, `{{${name}}}`])));
  const product = Number(PRODUCT_SENTINEL);
  return (
    <Stack
      spacing={3}
      data-document-paint="checkout"
      data-document-order={requestKey(orderQuery(Number(ORDER_SENTINEL)).queryKey)}
      data-document-notices={requestKey(uniqueNoticesQuery().queryKey)}
      data-document-additions={requestKey(
        lineAdditionsQuery(product, Number(SITE_SENTINEL)).queryKey,
      )}
      data-document-reservations={requestKey(reservationsQuery(Number(ORDER_SENTINEL)).queryKey)}
      data-text-time={template('cart.time', 'from', 'to')}
      data-text-included={template('cart.included', 'names')}
      data-text-remove={template('cart.remove', 'name')}
      data-text-coupon-remove={template('discounts.couponRemove.link', 'name')}
      data-text-vat={template('summary.vat', 'rate')}
    >
      <CheckoutHeading />
      <Box data-document-until-painted="">
        <CheckoutLoading />
      </Box>
      <Box data-document-painted-only="" {...documentWait(CHECKOUT_PAINT_WAIT_MS)}>
        <Stack spacing={3}>
          <CartLines
            order={TEMPLATE_ORDER}
            notices={[TEMPLATE_NOTICE]}
            details={TEMPLATE_DETAILS}
            onRefresh={() => Promise.resolve(undefined)}
          />
          <Box data-document-session="guest">
            <GuestDiscounts />
          </Box>
          <Box data-document-session="member">
            <SignedInDiscounts order={TEMPLATE_ORDER} />
          </Box>
          <CartSummary order={TEMPLATE_ORDER} />
          {/* PaySteps: the customer step's heading; what it shows comes with the app. */}
          <Stack spacing={4}>
            <CustomerStepFrame>
              <StepLoading />
            </CustomerStepFrame>
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
}
