// Contract cases of the `auth` tag (openapi/booking.yaml).
import {
  login,
  refreshToken,
  resetPassword,
  validateToken,
} from '@generated/booking/endpoints/auth/auth';
import { login200Response, validateToken200Response } from '@generated/booking/zod/auth/auth.zod';
import { LOGIN, op, type Cases } from '../cases';

// The refresh_token of the AuthTokenLogin example (Anna's login).
const REFRESH_TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0NzExIiwidHlwZSI6InJlZnJlc2giLCJpYXQiOjE3NjgyMDQ4MDAsImV4cCI6MjA4MzU2NDgwMH0.WoHAsoBqxfdu_ZUCx44ruZH3CRTXSGn78CsFylzIvZk';

export const authCases: Cases = {
  login: op((o) => login(LOGIN, o), login200Response),
  // 201: orval generates Zod schemas for 200 bodies only; login answers the same AuthLoginToken.
  refreshToken: op((o) => refreshToken({ refreshToken: REFRESH_TOKEN }, o), login200Response),
  validateToken: op((o) => validateToken(o), validateToken200Response),
  resetPassword: op((o) => resetPassword({ email: LOGIN.username }, o)),
};
