import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer, Order } from '@generated/booking/model';
import { errorText } from '@/lib/errors/error-message';
import { useSession } from '@/lib/session';
import { CheckoutLoading } from '../components/checkout-loading';
import type { useAttachCustomer } from './use-attach-customer';
import { loadChunk } from '@/lib/chunk-load';

const SignedOutCustomer = lazy(() => loadChunk(() => import('./signed-out-customer')));

interface Props {
  order: Order;
  attach: ReturnType<typeof useAttachCustomer>;
  /** The signed-in customer, once loaded. */
  customer: Customer | null;
}

/**
 * Spec §2 "Checkout": the customer information comes first. Signed out: the login form in place
 * and 'create account' (the same modal as on the login page); signing in either way sets the
 * order's customer (useAttachCustomer). Signed in: who is buying.
 */
export function CustomerStep({ order, attach, customer }: Props) {
  const { t } = useTranslation('checkout');
  const { customerId } = useSession();

  return (
    <CustomerStepFrame>
      {customerId === null && order.subscriptionItems.length > 0 ? (
        <Alert severity="info">{t('subscription.needsAccount')}</Alert>
      ) : null}
      {customerId === null ? (
        <Suspense fallback={<StepLoading />}>
          <SignedOutCustomer />
        </Suspense>
      ) : (
        <Stack spacing={1} data-testid="checkout-customer">
          <Typography>
            {t('customer.signedInAs')}{' '}
            <strong>
              {customer
                ? `${customer.firstName} ${customer.lastName}`
                : [order.customer?.firstName, order.customer?.lastName].filter(Boolean).join(' ')}
            </strong>
          </Typography>
          {customer?.email ? <Typography>{customer.email}</Typography> : null}
          {attach.pending ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} aria-hidden />
              <Typography>{t('customer.attaching')}</Typography>
            </Stack>
          ) : attach.error ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={attach.retry}>
                  {t('customer.retry')}
                </Button>
              }
            >
              {t('customer.attachFailed', { message: errorText(t, attach.error) })}
            </Alert>
          ) : null}
        </Stack>
      )}
    </CustomerStepFrame>
  );
}

/** The step's section and heading, around what it shows (the build's render: a spinner). */
export function CustomerStepFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('checkout');
  return (
    <Stack spacing={2} component="section" aria-labelledby="checkout-customer-heading">
      <Typography variant="h2" id="checkout-customer-heading" sx={{ fontSize: '1.5rem' }}>
        {t('customer.heading')}
      </Typography>
      {children}
    </Stack>
  );
}

/** The signed-out customer's sign-in forms while their code loads. */
const StepLoading = () => <CheckoutLoading py={2} />;
