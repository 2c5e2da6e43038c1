// The booking API's contract: every operation of openapi/booking.yaml through its real generated
// function against the Prism mock (cases in ./booking/<tag>.cases.ts, tests in ./contract-runner.ts).
import { beforeAll } from 'vitest';
import { login } from '@generated/booking/endpoints/auth/auth';
import { session } from '@/lib/session';
import { bookingCases } from './booking';
import { LOGIN } from './cases';
import { describeContract } from './contract-runner';

let token = '';
let customerId = 0;

beforeAll(async () => {
  session.end();
  const answer = await login(LOGIN);
  token = answer.access_token;
  customerId = Number(answer.username);
});

describeContract('booking', bookingCases, {
  signIn: () => session.start(token, customerId),
  signOut: () => session.end(),
});
