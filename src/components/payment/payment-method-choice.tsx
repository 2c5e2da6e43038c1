// The payment method and, for Swish, the phone number, with the methods' loading, failed and
// empty states: the checkout's payment step and an invoice's payment ask the same.
import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PaymentMethod } from '@generated/booking/model';
import { LoadError } from '@/components/load-error/load-error';
import { PaymentMethods, PaymentMethodsSkeleton } from './payment-methods';
import { SwishField } from './swish-field';

export interface PaymentMethodChoiceProps {
  methods: UseQueryResult<PaymentMethod[]>;
  /** The failed load's message, BRP's reason included. */
  failedText: (error: Error) => string;
  emptyText: string;
  selected: PaymentMethod | null;
  onSelect: (method: PaymentMethod) => void;
  swishNumber: string;
  onSwishNumber: (value: string) => void;
  errors: { method?: string; swishNumber?: string };
}

export function PaymentMethodChoice({
  methods,
  failedText,
  emptyText,
  selected,
  onSelect,
  swishNumber,
  onSwishNumber,
  errors,
}: PaymentMethodChoiceProps) {
  if (methods.isPending) return <PaymentMethodsSkeleton />;
  if (methods.isError)
    return <LoadError message={failedText(methods.error)} onRetry={() => void methods.refetch()} />;
  if (methods.data.length === 0) return <Alert severity="warning">{emptyText}</Alert>;
  return (
    <>
      <PaymentMethods
        methods={methods.data}
        selected={selected}
        onSelect={onSelect}
        error={errors.method}
      />
      {selected?.type === 'SWISH' ? (
        <SwishField value={swishNumber} onChange={onSwishNumber} error={errors.swishNumber} />
      ) : null}
    </>
  );
}
