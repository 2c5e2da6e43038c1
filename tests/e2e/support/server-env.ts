// What the e2e server is started with (playwright.config.ts) that the tests need to know too.

/** Seals the session cookie; a test seals its own sessions with it (support/session-cookie.ts). */
export const E2E_SESSION_SECRET = 'e2e-only-session-secret-0123456789abcdef';

/** The content site's credential: added by the server, never seen by the browser. */
export const E2E_CONTENT_API_AUTH = 'e2e-content:not-for-the-browser';

/** The ports of the suite's own mock and server (a running `npm start` does not interfere). */
export const MOCK_PORT = process.env.E2E_MOCK_PORT ?? '4030';
export const APP_PORT = process.env.E2E_APP_PORT ?? '4173';

/** The site as the browser opens it. */
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
