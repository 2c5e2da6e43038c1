import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@generated/booking/model';
import { textFieldProps } from '@/components/form/formik-field';
import { PasswordField } from '@/components/password-field/password-field';
import { errorText } from '@/lib/errors/error-message';
import { ForgotPasswordModal } from './forgot-password-modal';
import { initialLoginValues, loginSchema } from './login-schema';
import { useSignIn } from './use-sign-in';

interface Props {
  /** Runs once the session has started and the customer is loaded (navigate, close a modal…). */
  onSignedIn: (customer: Customer) => void;
}

/**
 * Spec §2 "Login page": username, password with show/hide, remember me, forgot password, and the
 * error in red above the form. Usable on the login page and in a login modal.
 */
export function LoginForm({ onSignedIn }: Props) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const [forgotOpen, setForgotOpen] = useState(false);
  const formik = useFormik({
    initialValues: initialLoginValues,
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      const customer = await signIn.mutateAsync(values).catch(() => null);
      if (customer) onSignedIn(customer);
    },
  });

  return (
    <>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={formik.handleSubmit}
        aria-label={t('login.formLabel')}
      >
        {signIn.isError ? (
          <Alert severity="error" role="alert" data-testid="login-error">
            {errorText(t, signIn.error, { fallbackKey: 'errors:anErrorOccurred' })}
          </Alert>
        ) : null}
        <TextField
          {...textFieldProps(formik, 'username', t)}
          label={t('login.username')}
          autoComplete="username"
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none' } }}
          required
          fullWidth
        />
        <PasswordField
          {...textFieldProps(formik, 'password', t)}
          label={t('login.password')}
          autoComplete="current-password"
          required
          fullWidth
        />
        <FormControlLabel
          control={
            <Checkbox
              name="remember"
              checked={formik.values.remember}
              onChange={formik.handleChange}
            />
          }
          label={t('login.remember')}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>
            {t('login.submit')}
          </Button>
          <Button variant="text" onClick={() => setForgotOpen(true)}>
            {t('login.forgotPassword')}
          </Button>
        </Box>
      </Stack>
      <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
}
