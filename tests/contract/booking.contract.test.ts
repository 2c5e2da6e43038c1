// The booking API's contract: every operation of openapi/booking.yaml through its real generated
// function against the Prism mock (cases in ./booking/<tag>.cases.ts, tests in ./contract-runner.ts).
// The token is the tests' own (./transport.ts): the server's transport sends it as the bearer.
import { beforeAll } from 'vitest';
import { login } from '@generated/booking/endpoints/auth/auth';
import { bookingCases } from './booking';
import { LOGIN } from './cases';
import { describeContract } from './contract-runner';
import { signIn, signOut } from './transport';

let token = '';

beforeAll(async () => {
  signOut();
  token = (await login(LOGIN)).access_token;
});

describeContract('booking', bookingCases, {
  signIn: () => signIn(token),
  signOut,
});
