// What the e2e server is started with (playwright.config.ts) that the tests need to know too.

/** Seals the session cookie; a test seals its own sessions with it (support/session-cookie.ts). */
export const E2E_SESSION_SECRET = 'e2e-only-session-secret-0123456789abcdef';

/** The content site's credential: added by the server, never seen by the browser. */
export const E2E_CONTENT_API_AUTH = 'e2e-content:not-for-the-browser';
