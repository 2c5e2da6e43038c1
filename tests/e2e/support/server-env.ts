// What the e2e server is started with (playwright.config.ts) that the tests need to know too.

/** Seals the session cookie; a test seals its own sessions with it (support/session-cookie.ts). */
export const E2E_SESSION_SECRET = 'e2e-only-session-secret-0123456789abcdef';

/** The content site's credential: added by the server, never seen by the browser. */
export const E2E_CONTENT_API_AUTH = 'e2e-content:not-for-the-browser';

/**
 * The suites' limits per username and per e-mail: higher than a facility's, so that the tests
 * that fail a login or ask for a reset on purpose with the demo customer never add up to them,
 * in any order; the burst tests (login-burst) drive them with names no other test uses.
 */
export const SUITE_LOGIN_FAILURES_PER_USERNAME = 30;
export const SUITE_RESETS_PER_EMAIL = 20;

/**
 * The suites' rate limits, for the e2e server and the page tests' gateway alike: every browser
 * of a suite comes from 127.0.0.1 and signs in hundreds of times, so the limits per address are
 * off; those per username and e-mail stay on, higher (login-burst tests them).
 */
export const SUITE_RATE_LIMITS: Record<string, string> = {
  RATE_LIMIT_LOGINS_PER_ADDRESS: '0',
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '0',
  RATE_LIMIT_RESETS_PER_ADDRESS: '0',
  RATE_LIMIT_GATEWAY_PER_ADDRESS: '0',
  RATE_LIMIT_GATEWAY_PER_SESSION: '0',
  RATE_LIMIT_LOGIN_FAILURES_PER_USERNAME: String(SUITE_LOGIN_FAILURES_PER_USERNAME),
  RATE_LIMIT_RESETS_PER_EMAIL: String(SUITE_RESETS_PER_EMAIL),
};

/** The ports of the suite's own mock and server (a running `npm start` does not interfere). */
export const MOCK_PORT = process.env.E2E_MOCK_PORT ?? '4030';
export const APP_PORT = process.env.E2E_APP_PORT ?? '4173';

/** The suite's SMTP catcher: mails on this port, read back as JSON on the next. */
export const MAIL_SMTP_PORT = String(Number(MOCK_PORT) + 3);
export const MAIL_READ_PORT = String(Number(MOCK_PORT) + 4);
export const E2E_MAIL_FROM = 'Stadsbadet <no-reply@stadsbadet.example.se>';
export const E2E_FACILITY_EMAIL = 'kassan@stadsbadet.example.se';

/** The site as the browser opens it. */
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;

/**
 * The production server's environment as the suite starts it: the mock as its BRP and WordPress,
 * plain http (no HSTS, no Secure cookie) at the address the browser opens (PUBLIC_URL, which
 * production requires), its clock at the suite's instant (support/server-clock.mjs), and no page
 * cache (each test sets up the mock's answers for itself).
 */
export function appServerEnv(port: string, nowMs: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    E2E_SERVER_NOW_MS: String(nowMs),
    PORT: port,
    HTTPS: 'false',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    BOOKING_API_URL: `http://127.0.0.1:${MOCK_PORT}/brponline/api/ver3`,
    CONTENT_API_URL: `http://127.0.0.1:${MOCK_PORT}/wp-json`,
    SESSION_SECRET: E2E_SESSION_SECRET,
    CONTENT_API_AUTH: E2E_CONTENT_API_AUTH,
    // The scenarios a test chooses reach the calls the server makes while rendering too
    // (and the Prefer header of the browser's login, which the gateway answers itself).
    FORWARD_REQUEST_HEADERS: 'x-mock-scenarios,prefer',
    PAGE_CACHE_SECONDS: '0',
    // Nor a shared cache of upstream answers: a test's mock answers are its own.
    SHARED_CACHE_SECONDS: '0',
    ...SUITE_RATE_LIMITS,
    // The suite's own mail server (support/mail-catcher.ts), and a database kept in memory: a
    // run starts with no withdrawal.
    SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
    MAIL_FROM: E2E_MAIL_FROM,
    FACILITY_EMAIL: E2E_FACILITY_EMAIL,
    DATABASE_FILE: ':memory:',
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  };
}

/** How the suite starts the server: the facility's command, with the suite's clock loaded. */
export const APP_SERVER_ARGS = [
  '--import',
  './tests/e2e/support/server-clock.mjs',
  'server/main.ts',
];
