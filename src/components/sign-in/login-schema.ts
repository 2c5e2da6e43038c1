import * as yup from 'yup';

export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

export const initialLoginValues: LoginValues = { username: '', password: '', remember: true };

/** Spec §5 "Login": e-mail (the username) and password required. Messages are translation keys. */
export const loginSchema: yup.ObjectSchema<LoginValues> = yup.object({
  username: yup.string().trim().required('auth:validation.emailRequired'),
  password: yup.string().required('auth:validation.loginPassword'),
  remember: yup.boolean().defined(),
});
