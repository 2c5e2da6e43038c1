import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListPaymentMethodsQueryOptions } from '@generated/booking/endpoints/catalogue/catalogue';
import type { Invoice, PaymentMethod } from '@generated/booking/model';
import { PaymentMethodChoice } from '@/components/payment/payment-method-choice';
import { useLanguage } from '@/components/use-language';
import { ApiError } from '@/lib/api/api-error';
import { errorText, fieldErrorText } from '@/lib/errors/error-message';
import { formatPrice } from '@/lib/format';
import { defaultPaymentMethod, swishNumberError, swishNumberFromMobile } from '@/lib/payment';
import { goToPaymentHandler, UnsafePaymentLink } from '@/lib/payment-link';
import { useMember } from '../../shell/member-context';
import { invoicePaymentMethods, invoicePaymentRequest, invoiceReturnUrl } from './invoice-payment';

type Field = 'method' | 'swishNumber';

/**
 * "Betala nu": the facility's online payment methods (the checkout's radios and Swish field),
 * then BRP's payment handler, which returns to this invoice's page with its result.
 */
export function PayInvoice({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('account-invoices');
  const language = useLanguage();
  const { customer } = useMember();
  const unit = invoice.businessUnit?.id;
  const methods = useQuery({
    ...getListPaymentMethodsQueryOptions(unit ?? 0),
    enabled: unit !== undefined,
    select: invoicePaymentMethods,
  });
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const method = chosen ?? defaultPaymentMethod(methods.data ?? []);
  const [typedSwish, setSwish] = useState<string | null>(null);
  const swishNumber = typedSwish ?? swishNumberFromMobile(customer.mobilePhone);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const pay = useMutation({ mutationFn: goToPaymentHandler });
  const amount = invoice.rest.amount;

  function submit() {
    if (pay.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    if (unit !== undefined && !method) found.method = t('errors:validation.paymentMethodMissing');
    const swish = method?.type === 'SWISH' ? swishNumberError(swishNumber, amount) : null;
    if (swish) found.swishNumber = t(`errors:validation.${swish}`);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    pay.reset();
    const back = invoiceReturnUrl(window.location.origin, invoice.id, language);
    pay.mutate(invoicePaymentRequest(invoice.id, method, swishNumber, back), {
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const fromServer: Partial<Record<Field, string>> = {};
        for (const fieldError of error.fieldErrors) {
          if (fieldError.field.startsWith('payerAlias'))
            fromServer.swishNumber = fieldErrorText(t, fieldError);
          if (fieldError.field === 'paymentMethod')
            fromServer.method = fieldErrorText(t, fieldError);
        }
        setErrors(fromServer);
      },
    });
  }

  const shownOnFields = Object.keys(errors).length > 0;
  const payError =
    !pay.isError || shownOnFields
      ? null
      : pay.error instanceof UnsafePaymentLink
        ? t('pay.badLink')
        : t('pay.failed', { message: errorText(t, pay.error) });
  const noMethods = methods.isSuccess && methods.data.length === 0;

  return (
    <Stack spacing={2} component="section" aria-labelledby="invoice-pay-heading">
      <Typography variant="h2" id="invoice-pay-heading" sx={{ fontSize: '1.5rem' }}>
        {t('pay.heading')}
      </Typography>
      {unit === undefined ? null : (
        <PaymentMethodChoice
          methods={methods}
          failedText={(error) => `${t('pay.methodsError')} ${errorText(t, error)}`}
          emptyText={t('pay.methodsEmpty')}
          selected={method}
          onSelect={(next) => {
            setChosen(next);
            setErrors(({ method: _gone, ...rest }) => rest);
          }}
          swishNumber={swishNumber}
          onSwishNumber={(value) => {
            setSwish(value);
            setErrors(({ swishNumber: _gone, ...rest }) => rest);
          }}
          errors={errors}
        />
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>{t('pay.amount')}</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="invoice-amount-to-pay">
          {formatPrice(amount, language)}
        </Typography>
      </Stack>
      {payError ? (
        <Alert severity="error" role="alert">
          {payError}
        </Alert>
      ) : null}
      <div>
        <Button
          variant="contained"
          size="large"
          onClick={submit}
          disabled={noMethods || (unit !== undefined && !methods.isSuccess)}
          loading={pay.isPending}
          loadingPosition="start"
        >
          {pay.isPending ? t('pay.paying') : t('pay.button')}
        </Button>
      </div>
    </Stack>
  );
}
