import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { getGetCustomerQueryOptions } from '@generated/booking/endpoints/customers/customers';
import type { Order } from '@generated/booking/model';
import { useSession } from '@/lib/session';
import { CustomerStep, StepLoading } from './customer-step';
import { useAttachCustomer } from './use-attach-customer';
import { loadChunk } from '@/lib/chunk-load';

// Its own chunk (radios, text field, content links): only a customer with an order gets this far.
const PaymentStep = lazy(() => loadChunk(() => import('./payment-step')));

interface Props {
  order: Order;
}

/**
 * Spec §2 "Checkout": the customer information step first; the payment step once the order has
 * the signed-in customer.
 */
export function PaySteps({ order }: Props) {
  const attach = useAttachCustomer(order);
  const { customerId } = useSession();
  // The login caches the customer; its e-mail gets the receipt, its mobile starts the Swish number.
  const customer = useQuery({
    ...getGetCustomerQueryOptions(customerId ?? 0),
    enabled: customerId !== null,
  });
  const customerSet = customerId !== null && !attach.needed;
  return (
    <Stack spacing={4}>
      <CustomerStep order={order} attach={attach} customer={customer.data ?? null} />
      {customerSet ? (
        <Suspense fallback={<StepLoading />}>
          <PaymentStep
            order={order}
            receiptEmail={customer.data?.email ?? null}
            mobilePhone={customer.data?.mobilePhone}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
