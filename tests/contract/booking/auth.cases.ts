// Contract cases of the `auth` tag (openapi/booking.yaml).
import { login, resetPassword, validateToken } from '@generated/booking/endpoints/auth/auth';
import { loginResponse, validateTokenResponse } from '@generated/booking/zod/auth/auth.zod';
import { LOGIN, op, type Cases } from '../cases';

export const authCases: Cases = {
  login: op((o) => login(LOGIN, o), loginResponse),
  validateToken: op((o) => validateToken(o), validateTokenResponse),
  resetPassword: op((o) => resetPassword({ email: LOGIN.username }, o)),
};
