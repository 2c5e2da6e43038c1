import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCustomerSeDirectDebitConsent } from '@generated/booking/endpoints/customers/customers';
import { textFieldProps } from '@/components/form/formik-field';
import { errorText } from '@/lib/errors/error-message';

interface Values {
  clearingNumber: string;
  accountNumber: string;
}

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** The bank account an Autogiro consent is for; BRP sends it on to Bankgirot. */
export function BankAccountForm({
  customerId,
  company,
  onRegistered,
}: {
  customerId: number;
  company: number | null;
  onRegistered: () => void;
}) {
  const { t } = useTranslation('checkout');
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<Values>({
    initialValues: { clearingNumber: '', accountNumber: '' },
    validate: ({ clearingNumber, accountNumber }) => ({
      ...(/^\d{4,5}$/.test(digits(clearingNumber))
        ? {}
        : { clearingNumber: t('directDebit.clearingInvalid') }),
      ...(/^\d{1,15}$/.test(digits(accountNumber))
        ? {}
        : { accountNumber: t('directDebit.accountInvalid') }),
    }),
    onSubmit: async ({ clearingNumber, accountNumber }) => {
      setFailure(null);
      try {
        await createCustomerSeDirectDebitConsent(customerId, {
          company: company ?? 1,
          bankAccount: {
            clearingNumber: digits(clearingNumber),
            accountNumber: digits(accountNumber),
          },
        });
        onRegistered();
      } catch (error) {
        setFailure(t('directDebit.failed', { message: errorText(t, error) }));
      }
    },
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={formik.handleSubmit}>
      <TextField
        {...textFieldProps(formik, 'clearingNumber', t)}
        label={t('directDebit.clearingNumber')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <TextField
        {...textFieldProps(formik, 'accountNumber', t)}
        label={t('directDebit.accountNumber')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <div>
        <Button type="submit" variant="outlined" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t('directDebit.submitting') : t('directDebit.submit')}
        </Button>
      </div>
    </Stack>
  );
}
