// The page tests' network edge, started once for the whole run: the mock the app runs on in
// development and in the e2e suite (Prism and the scenario router), and in front of it the
// server's own session and gateway, which the browser's calls go through in production.
import express from 'express';
import type { Server } from 'node:http';
import { readEnv, startMocks } from '../../../mocks/start-mocks';
import { readConfig } from '../../../server/config';
import { mountGateway } from '../../../server/session-gateway';
import { E2E_NOW } from '../../e2e/support/clock';
import {
  E2E_CONTENT_API_AUTH,
  E2E_SESSION_SECRET,
  SUITE_RATE_LIMITS,
} from '../../e2e/support/server-env';
import { PAGES_MOCK_PORT, PAGES_SITE_PORT } from './mock-env';

export default async function setup(): Promise<() => Promise<void>> {
  const mock = await startMocks(
    readEnv({
      MOCK_NOW: E2E_NOW.toISOString(),
      MOCK_PORT: String(PAGES_MOCK_PORT),
      MOCK_BOOKING_PORT: String(PAGES_MOCK_PORT + 1),
      MOCK_CONTENT_PORT: String(PAGES_MOCK_PORT + 2),
      // The test files sign in side by side as the same customer: each login its own bookings.
      MOCK_STATE_PER_LOGIN: '1',
    }),
    // A line per call would bury the test report; the mock's own failures still show.
    { log: () => {} },
  );
  const mockUrl = `http://127.0.0.1:${PAGES_MOCK_PORT}`;
  const config = readConfig({
    PORT: String(PAGES_SITE_PORT),
    BOOKING_API_URL: `${mockUrl}/brponline/api/ver3`,
    CONTENT_API_URL: `${mockUrl}/wp-json`,
    CONTENT_API_AUTH: E2E_CONTENT_API_AUTH,
    SESSION_SECRET: E2E_SESSION_SECRET,
    FORWARD_REQUEST_HEADERS: 'x-mock-scenarios,prefer',
    // Each test sets up the mock's answers for itself: none kept from another test.
    SHARED_CACHE_SECONDS: '0',
    ...SUITE_RATE_LIMITS,
  });
  const app = express();
  mountGateway(app, config, false);
  const site = await new Promise<Server>((resolve) => {
    const server = app.listen(PAGES_SITE_PORT, '127.0.0.1', () => resolve(server));
  });
  return async () => {
    // Idle keep-alive connections would hold the run open after its last test.
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    mock.stop();
  };
}
