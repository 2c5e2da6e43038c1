// The signed-out half of the customer step, a chunk of its own: the login form and the
// create-account modal (formik, yup, the person lookup) are only downloaded when someone needs
// them, keeping the checkout route inside its bundle budget.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateAccountModal } from '@/components/create-account/create-account-modal';
import { LoginForm } from '@/components/sign-in/login-form';

/** Logging in either way starts the session; the order then gets its customer (useAttachCustomer). */
export default function SignedOutCustomer() {
  const { t } = useTranslation('checkout');
  const [createOpen, setCreateOpen] = useState(false);
  return (
    <>
      <Typography>{t('customer.intro')}</Typography>
      <LoginForm onSignedIn={() => undefined} />
      <div>
        <Button variant="outlined" onClick={() => setCreateOpen(true)}>
          {t('customer.createAccount')}
        </Button>
      </div>
      <CreateAccountModal
        open={createOpen}
        onClose={() => setCreateOpen(false)}
        onSignedIn={() => setCreateOpen(false)}
      />
    </>
  );
}
