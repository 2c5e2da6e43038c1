// The one instant every end-to-end test runs at: the mock generates its data for it (MOCK_NOW,
// see playwright.config.ts) and each browser context's clock starts there (fixtures.ts), so the
// app and the data agree, whatever the real time of day. Wednesday 25 March 2026, 10:07 in
// Stockholm: some of today's classes have started, most are ahead, and the week (and the 14-day
// strip) crosses the change to summer time on Sunday 29 March.
// E2E_NOW overrides it, e.g. E2E_NOW=2026-03-25T23:30:00+01:00 to run the suite late at night.
export const E2E_NOW = new Date(process.env.E2E_NOW ?? '2026-03-25T10:07:00+01:00');

if (Number.isNaN(E2E_NOW.getTime()))
  throw new Error(`E2E_NOW is not an instant: ${process.env.E2E_NOW}`);

/** Milliseconds since the epoch at the test clock's start. */
export const E2E_NOW_MS = E2E_NOW.getTime();
