import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUpdateCustomer } from '@generated/booking/endpoints/customers/customers';
import { textFieldProps } from '@/components/form/formik-field';
import { PasswordField } from '@/components/password-field/password-field';
import { useLanguage } from '@/components/use-language';
import { pathTo } from '@/lib/paths';
import { customerIdFromToken } from '@/lib/session';
import { resetFailureDetails } from './reset-failure-details';
import {
  initialResetPasswordValues,
  resetPasswordSchema,
  type ResetPasswordValues,
} from './reset-password-schema';
import { ForgotPasswordModal } from '@/components/sign-in/forgot-password-modal';
import { ResetResultModal, type ResetResult } from './reset-result-modal';

/**
 * Spec §7 "Password reset": PUT customers/{sub of the reset token} with {password}, sent with
 * the reset token as its bearer. The token goes into that one request and nowhere else.
 */
export function ResetPasswordForm({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const navigate = useNavigate();
  const [result, setResult] = useState<ResetResult | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const update = useUpdateCustomer({
    request: { headers: { Authorization: `Bearer ${resetToken}` } },
  });

  const formik = useFormik<ResetPasswordValues>({
    initialValues: initialResetPasswordValues,
    validationSchema: resetPasswordSchema,
    onSubmit: async ({ newPassword }) => {
      const customerId = customerIdFromToken(resetToken);
      if (customerId === null) {
        setResult({ ok: false, details: [] });
        return;
      }
      try {
        await update.mutateAsync({ id: customerId, data: { password: newPassword } });
        setResult({ ok: true });
      } catch (error) {
        setResult({ ok: false, details: resetFailureDetails(t, error) });
      }
    },
  });

  const closeResult = () => {
    if (result?.ok) void navigate(pathTo('login', language), { replace: true });
    else setResult(null);
  };

  return (
    <>
      <Stack component="form" noValidate spacing={2} onSubmit={formik.handleSubmit}>
        <PasswordField
          {...textFieldProps(formik, 'newPassword', t)}
          label={t('resetPassword.newPassword')}
          autoComplete="new-password"
          required
          fullWidth
        />
        <PasswordField
          {...textFieldProps(formik, 'confirmPassword', t)}
          label={t('resetPassword.confirmPassword')}
          autoComplete="new-password"
          required
          fullWidth
        />
        <div>
          <Button type="submit" variant="contained" size="large" loading={formik.isSubmitting}>
            {t('resetPassword.submit')}
          </Button>
        </div>
      </Stack>
      <ResetResultModal
        result={result}
        onClose={closeResult}
        onRequestNewLink={() => {
          setResult(null);
          setForgotOpen(true);
        }}
      />
      <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
}
