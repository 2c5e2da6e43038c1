// One place for what goes wrong while the server renders: logged with the page, never with the
// visitor's data (the URL's path only, no query string: it can hold an order id or an e-mail).
export function reportServerError(error: unknown, request: Request): void {
  if (request.signal.aborted) return;
  const { pathname } = new URL(request.url);
  console.error(`render error on ${request.method} ${pathname}:`, error);
}
