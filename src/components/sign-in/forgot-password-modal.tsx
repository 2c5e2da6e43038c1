import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { useResetPassword } from '@generated/booking/endpoints/auth/auth';
import { AppModal } from '@/components/modal/app-modal';
import { textFieldProps } from '@/components/form/formik-field';
import { errorText } from '@/lib/errors/error-message';
import { EMAIL_PATTERN } from '@/lib/validation-rules';

export const forgotPasswordSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required('auth:validation.emailRequired')
    .matches(EMAIL_PATTERN, 'auth:validation.emailInvalid'),
});

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec §2 "Login page": e-mail and a reset button; on 201 the instruction text and a close button.
 * A failed request shows why and keeps what was typed.
 */
export function ForgotPasswordModal({ open, onClose }: Props) {
  const { t } = useTranslation('auth');
  const formId = useId();
  const reset = useResetPassword();
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async ({ email }) => {
      await reset.mutateAsync({ data: { email: email.trim() } }).catch(() => undefined);
    },
  });
  const sent = reset.isSuccess;

  const close = () => {
    onClose();
    reset.reset();
    formik.resetForm();
  };

  return (
    <AppModal
      open={open}
      onClose={close}
      title={t('forgotPassword.title')}
      width="narrow"
      disableClosing={reset.isPending}
      actions={
        sent ? null : (
          <Button
            type="submit"
            form={formId}
            variant="contained"
            loading={reset.isPending}
            data-testid="forgot-password-submit"
          >
            {t('forgotPassword.submit')}
          </Button>
        )
      }
    >
      {sent ? (
        <Alert severity="success" role="status">
          {t('forgotPassword.sent')}
        </Alert>
      ) : (
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2}
          onSubmit={formik.handleSubmit}
          aria-label={t('forgotPassword.title')}
        >
          <Typography>{t('forgotPassword.text')}</Typography>
          {reset.isError ? (
            <Alert severity="error" role="alert">
              {errorText(t, reset.error, { fallbackKey: 'errors:anErrorOccurred' })}
            </Alert>
          ) : null}
          <TextField
            {...textFieldProps(formik, 'email', t)}
            label={t('forgotPassword.email')}
            type="email"
            autoComplete="email"
            required
            fullWidth
          />
        </Stack>
      )}
    </AppModal>
  );
}
