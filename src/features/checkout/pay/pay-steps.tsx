import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { getGetCustomerQueryOptions } from '@generated/booking/endpoints/customers/customers';
import type { Order } from '@generated/booking/model';
import { useSession } from '@/lib/session';
import { receiptEmailFor } from '../logic/gift-order';
import { CustomerStep } from './customer-step';
import { DirectDebitStep } from './direct-debit-step';
import { useMembershipDebit } from './direct-debit-products';
import PaymentStep from './payment-step';
import { useAttachCustomer } from './use-attach-customer';

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
  const debit = useMembershipDebit(order);
  return (
    <Stack spacing={4}>
      <CustomerStep order={order} attach={attach} customer={customer.data ?? null} />
      <DirectDebitStep order={order} kind={debit} />
      {/* Part of the page, not a chunk of its own: the server draws its methods, and a lazy
          boundary would take over after the rest, losing a method chosen in between. */}
      {customerSet ? (
        <PaymentStep
          order={order}
          receiptEmail={receiptEmailFor(order, customer.data?.email ?? null)}
          mobilePhone={customer.data?.mobilePhone}
        />
      ) : null}
    </Stack>
  );
}
