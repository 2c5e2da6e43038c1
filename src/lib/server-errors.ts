// What goes wrong while the server answers a page: reported with the page's path only (no query
// string: it can hold an order id or an e-mail), never the visitor's data.
import { reportError, type ErrorSource } from './errors/report-error';

export function reportServerError(
  error: unknown,
  request: Request,
  source: Extract<ErrorSource, 'render' | 'loader'> = 'render',
): void {
  if (request.signal.aborted) return;
  const { pathname } = new URL(request.url);
  reportError({ source, error, details: { method: request.method, path: pathname } });
}
