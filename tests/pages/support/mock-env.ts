// The page tests' own ports (a running `npm start` or e2e run does not interfere): the mock on
// PAGES_PORT (its two Prisms on the next two), and the site's gateway on the one after them. The
// page tests' document lives at the site's origin, as the browser's does.
const PAGES_PORT = Number(process.env.PAGES_PORT ?? 4050);
export const PAGES_MOCK_PORT = PAGES_PORT;
export const PAGES_SITE_PORT = PAGES_PORT + 3;
export const PAGES_SITE_URL = `http://127.0.0.1:${PAGES_SITE_PORT}`;
