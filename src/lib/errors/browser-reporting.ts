// The browser's reports go to this site's server (POST /__errors, server/browser-reports.ts), which
// logs them and sends them on: no reporting service's key or SDK in the page, and the same
// scrubbing on both sides. A page sends a few distinct reports at most.
import { addErrorReporter, reportError, summariseError, type ErrorSource } from './report-error';

export const BROWSER_REPORTS_PATH = '/__errors';
const MAX_REPORTS_PER_PAGE = 10;

function kindOf(source: ErrorSource): 'render' | 'uncaught' | 'unhandled-rejection' {
  return source === 'render' || source === 'unhandled-rejection' ? source : 'uncaught';
}

export function installBrowserReporting(): void {
  const seen = new Set<string>();
  addErrorReporter(({ source, error }) => {
    // A failed call is the screen's to show; the server reports the upstream trouble behind it.
    if (error instanceof Error && error.name === 'ApiError') return;
    const summary = summariseError(error);
    const key = `${summary.name}: ${summary.message}`;
    if (seen.has(key) || seen.size >= MAX_REPORTS_PER_PAGE) return;
    seen.add(key);
    const body = JSON.stringify({
      source: kindOf(source),
      name: summary.name.slice(0, 100),
      message: summary.message.slice(0, 1_000),
      ...(summary.stack ? { stack: summary.stack.slice(0, 4_000) } : {}),
      path: window.location.pathname.slice(0, 300),
    });
    navigator.sendBeacon(BROWSER_REPORTS_PATH, body);
  });
  window.addEventListener('error', (event) =>
    reportError({ source: 'uncaught', error: event.error ?? event.message }),
  );
  window.addEventListener('unhandledrejection', (event) =>
    reportError({ source: 'unhandled-rejection', error: event.reason }),
  );
}
