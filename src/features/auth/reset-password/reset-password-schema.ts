import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH } from '@/lib/validation-rules';

export interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export const initialResetPasswordValues: ResetPasswordValues = {
  newPassword: '',
  confirmPassword: '',
};

/** Spec §5 "Reset password". Messages are translation keys of the auth namespace. */
export const resetPasswordSchema: yup.ObjectSchema<ResetPasswordValues> = yup.object({
  newPassword: yup
    .string()
    .required('auth:validation.newPasswordRequired')
    .min(PASSWORD_MIN_LENGTH, 'auth:validation.passwordMinLength'),
  confirmPassword: yup
    .string()
    .required('auth:validation.confirmPasswordRequired')
    .oneOf([yup.ref('newPassword')], 'auth:validation.passwordsDoNotMatch'),
});
