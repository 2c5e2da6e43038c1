import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MobilePhone, Order, PaymentMethod } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { ApiError } from '@/lib/api/api-error';
import { errorText, fieldErrorText } from '@/lib/errors/error-message';
import { UnsafePaymentLink } from '@/lib/payment-link';
import { formatPrice } from '@/lib/format';
import { useValueCardReservations } from '../discounts/discount-queries';
import { leftToPayAfterCards } from '../discounts/discount-rules';
import { defaultPaymentMethod, paymentReturnUrl, swishNumberFromMobile } from '@/lib/payment';
import {
  isOrderPaid,
  payFieldOf,
  paymentLinkRequest,
  validatePayForm,
  type PayFormErrors,
} from './pay-rules';
import { PaymentMethodChoice } from '@/components/payment/payment-method-choice';
import { needsPaymentMethod, paymentMethodsQuery } from './payment-methods-query';
import { TermsField } from './terms-field';
import { usePay } from './use-pay';

interface Props {
  order: Order;
  receiptEmail: string | null;
  /** The member's mobile: the Swish number starts as it, until the customer types their own. */
  mobilePhone: MobilePhone | undefined;
}

type Field = keyof PayFormErrors;

/**
 * Spec §2 "Checkout", once the customer is set: the payment methods (only when there is something
 * to pay), Swish's number, the terms, the amount and the pay button (disabled once paid).
 */
export default function PaymentStep({ order, receiptEmail, mobilePhone }: Props) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  // The same reservations the summary reads (one cache entry): what they cover is not paid here.
  const cards = useValueCardReservations(order.id);
  const paid = isOrderPaid(order, cards.data ?? []);
  const amount = paid ? 0 : leftToPayAfterCards(order, cards.data ?? []);
  const needsMethod = needsPaymentMethod(order, cards.data ?? []);
  const methods = useQuery({ ...paymentMethodsQuery(order), enabled: needsMethod });
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const method = chosen ?? defaultPaymentMethod(methods.data ?? []);
  // What the customer typed wins over their stored mobile, even when they emptied the field.
  const [typedSwishNumber, setSwishNumber] = useState<string | null>(null);
  const swishNumber = typedSwishNumber ?? swishNumberFromMobile(mobilePhone);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const pay = usePay(order.id);

  const clear = (field: Field) => setErrors(({ [field]: _gone, ...rest }) => rest);
  const form = { method: needsMethod ? method : null, swishNumber, termsAccepted };

  function submit() {
    if (pay.isPending || paid) return;
    const found = validatePayForm(form, needsMethod ? amount : 0);
    const texts: Partial<Record<Field, string>> = {};
    for (const [field, key] of Object.entries(found) as [Field, string][])
      texts[field] = t(`errors:validation.${key}`);
    setErrors(texts);
    if (Object.keys(texts).length > 0) return;
    pay.reset();
    pay.mutate(
      paymentLinkRequest(
        order,
        form,
        paymentReturnUrl(window.location.origin, language),
        receiptEmail,
      ),
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const fromServer: Partial<Record<Field, string>> = {};
          for (const fieldError of error.fieldErrors) {
            const field = payFieldOf(fieldError.field);
            if (field) fromServer[field] = fieldErrorText(t, fieldError);
          }
          setErrors(fromServer);
        },
      },
    );
  }

  const serverFieldsShown =
    pay.error instanceof ApiError && pay.error.fieldErrors.some((f) => payFieldOf(f.field));
  const payError = !pay.isError
    ? null
    : pay.error instanceof UnsafePaymentLink
      ? t('payment.badLink')
      : serverFieldsShown
        ? null
        : t('payment.failed', { message: errorText(t, pay.error) });

  return (
    <Stack spacing={2} component="section" aria-labelledby="checkout-payment-heading">
      <Typography variant="h2" id="checkout-payment-heading" sx={{ fontSize: '1.5rem' }}>
        {t('payment.heading')}
      </Typography>
      {!needsMethod ? null : (
        <PaymentMethodChoice
          methods={methods}
          failedText={(error) => `${t('payment.methodsError')} ${errorText(t, error)}`}
          emptyText={t('payment.methodsEmpty')}
          selected={method}
          onSelect={(next) => {
            setChosen(next);
            clear('method');
          }}
          swishNumber={swishNumber}
          onSwishNumber={(value) => {
            setSwishNumber(value);
            clear('swishNumber');
          }}
          errors={errors}
        />
      )}
      {paid ? null : (
        <TermsField
          checked={termsAccepted}
          onChange={(checked) => {
            setTermsAccepted(checked);
            clear('terms');
          }}
          error={errors.terms}
        />
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between' }} data-testid="amount-to-pay">
        <Typography sx={{ fontWeight: 700 }}>{t('payment.toPay')}</Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatPrice(amount, language)}</Typography>
      </Stack>
      {payError ? (
        <Alert severity="error" role="alert" data-testid="pay-error">
          {payError}
        </Alert>
      ) : null}
      <div>
        <Button
          variant="contained"
          size="large"
          onClick={submit}
          disabled={paid || (needsMethod && (!methods.isSuccess || methods.data.length === 0))}
          loading={pay.isPending}
          loadingPosition="start"
        >
          {paid ? t('payment.alreadyPaid') : pay.isPending ? t('payment.paying') : t('payment.pay')}
        </Button>
      </div>
    </Stack>
  );
}
