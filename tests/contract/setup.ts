// Vitest setup file of the contract tests (run in each test file): the generated calls go to the
// mock through the tests' transport (./transport.ts), starting without a token.
import { installContractTransport, signOut } from './transport';

installContractTransport();
signOut();
