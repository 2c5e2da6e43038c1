// The instant the contract tests run at. The mock generates its data for it (MOCK_NOW, see
// start-mock.ts) and the cases compute "today" and their dates from it, so no answer depends on
// the real time of day: the e2e tests' instant, mid-morning in Stockholm on a Wednesday.
import { E2E_NOW } from '../e2e/support/clock';

export const CONTRACT_NOW = new Date(E2E_NOW.getTime());
export const CONTRACT_NOW_MS = CONTRACT_NOW.getTime();
