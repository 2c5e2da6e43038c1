// Page tests: the component tests' setup, plus a visit that starts clean each time: the suite's
// fixed instant (the one the mock's data is made for), no session cookie, no cached answers, no
// state of the last test's page in the app's stores, the mock's ordinary answers.
import { configure } from '@testing-library/react';
import { config as transitions } from 'react-transition-group';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { apiStatus } from '@/lib/api/api-status';
import { LANGUAGES } from '@/lib/language';
import { browserQueryClient } from '@/lib/query-client';
import { E2E_NOW } from '../../e2e/support/clock';
import { clearScenarios, clearStyles } from './render-app';

// A page's first render loads its route modules, and its answers come over HTTP: on a loaded
// two-core machine that takes longer than Testing Library's one second. A safety net, not a wait.
configure({ asyncUtilTimeout: 30_000 });

// Dialogs and menus open and close at once: while MUI's transition runs, a closing dialog still
// hides the page from role queries (aria-hidden), and a test would race it. The transitions
// themselves are the e2e suite's to see.
transitions.disabled = true;

// jsdom lays nothing out: the router's scroll restoration has nowhere to scroll.
window.scrollTo = () => {};

beforeEach(() => {
  // A page's answers arrive over the network, outside any act(): the tests wait for what the page
  // shows, as a visitor does, and React is told not to expect every update inside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  // Only the date: the app's timers and the network run in real time.
  vi.useFakeTimers({ now: E2E_NOW, toFake: ['Date'], shouldAdvanceTime: true });
});

afterEach(async () => {
  vi.useRealTimers();
  clearScenarios();
  // A call still on its way would answer into the next test: a 401 meant for this one (its
  // session ended) would end the next test's session. Cancelling aborts its request.
  for (const client of LANGUAGES.map(browserQueryClient)) {
    await client.cancelQueries();
    client.clear();
  }
  apiStatus.reset();
  (
    globalThis as unknown as { jsdom: { cookieJar: { removeAllCookiesSync(): void } } }
  ).jsdom.cookieJar.removeAllCookiesSync();
  localStorage.clear();
  sessionStorage.clear();
});

// The next file starts with a document without this file's styles (render-app.tsx).
afterAll(clearStyles);
