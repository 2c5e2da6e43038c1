import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCreateCustomer } from '@generated/booking/endpoints/customers/customers';
import type { Customer } from '@generated/booking/model';
import { AppModal } from '@/components/modal/app-modal';
import { useSignIn } from '@/components/sign-in/use-sign-in';
import { useLanguage } from '@/components/use-language';
import { trackSignUp } from '@/lib/analytics';
import { pathTo } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { AccountFields } from './account-fields';
import { describeCreateAccountError } from './create-account-errors';
import {
  createAccountSchema,
  initialCreateAccountValues,
  type CreateAccountValues,
} from './create-account-schema';
import { buildCustomerCreate } from './customer-payload';
import { PersonDetails } from './person-details';
import { usePersonLookup } from './person-lookup';
import { SsnField } from './ssn-field';

export interface CreateAccountModalProps {
  open: boolean;
  onClose: () => void;
  /** Runs once the new account exists and its customer is signed in (navigate, go on paying…). */
  onSignedIn: (customer: Customer) => void;
}

/**
 * Spec §2/§4 "Create account": the personal number first; a FOUND lookup fills the name and
 * address and reveals the rest. After POST /customers the modal closes, a sign_up event is
 * pushed and the customer is logged in with the e-mail and the chosen password.
 */
export function CreateAccountModal({ open, onClose, onSignedIn }: CreateAccountModalProps) {
  const { t } = useTranslation('auth');
  const formId = useId();
  const language = useLanguage();
  const location = useLocation();
  const signedIn = useSession().customerId !== null;
  const createCustomer = useCreateCustomer();
  const signIn = useSignIn();
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);

  const formik = useFormik<CreateAccountValues>({
    initialValues: initialCreateAccountValues,
    validationSchema: createAccountSchema,
    // Runs after render, so `person` (from the lookup below) is the current one.
    onSubmit: async (values, helpers) => {
      if (!person) return;
      setGeneralErrors([]);
      helpers.setStatus({});
      try {
        await createCustomer.mutateAsync({ data: buildCustomerCreate(values, person) });
      } catch (error) {
        const described = describeCreateAccountError(t, error);
        helpers.setStatus({ serverErrors: described.fields });
        setGeneralErrors(described.general);
        return;
      }
      trackSignUp();
      const customer = await signIn
        .mutateAsync({
          username: values.email.trim(),
          password: values.newPassword,
          remember: true,
        })
        .catch(() => null);
      close();
      if (customer) {
        toast.success(t('createAccount.created'));
        onSignedIn(customer);
      } else {
        toast.error(t('createAccount.loginAfterCreateFailed'));
      }
    },
  });

  const { outcome, retry } = usePersonLookup(formik.values.ssn, signedIn);
  const person = outcome.kind === 'found' ? outcome.person : null;
  const { setFieldValue } = formik;

  // The looked-up name is what the account gets; the form holds it for the required-name rule.
  useEffect(() => {
    void setFieldValue('firstName', person?.firstName ?? '', false);
    void setFieldValue('lastName', person?.lastName ?? '', false);
  }, [person, setFieldValue]);

  function close() {
    onClose();
    formik.resetForm();
    setGeneralErrors([]);
  }

  const loginPath = pathTo('login', language);
  const here = `${location.pathname}${location.search}`;
  const loginHref =
    location.pathname === loginPath ? here : `${loginPath}?returnTo=${encodeURIComponent(here)}`;

  return (
    <AppModal
      open={open}
      onClose={close}
      title={t('createAccount.title')}
      disableClosing={formik.isSubmitting}
      actions={
        person ? (
          <Button type="submit" form={formId} variant="contained" loading={formik.isSubmitting}>
            {t('createAccount.submit')}
          </Button>
        ) : null
      }
    >
      <Stack
        component="form"
        id={formId}
        noValidate
        spacing={3}
        onSubmit={formik.handleSubmit}
        aria-label={t('createAccount.title')}
      >
        <Typography>{t('createAccount.intro')}</Typography>
        {generalErrors.length > 0 ? (
          <Alert severity="error" role="alert" data-testid="create-account-error">
            {generalErrors.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Alert>
        ) : null}
        <SsnField
          formik={formik}
          outcome={outcome}
          onRetry={retry}
          readOnly={signedIn}
          loginHref={loginHref}
          onLoginClick={close}
        />
        {person ? (
          <>
            <PersonDetails person={person} />
            <AccountFields formik={formik} />
          </>
        ) : null}
      </Stack>
    </AppModal>
  );
}
