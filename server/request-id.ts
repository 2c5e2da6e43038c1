// Every request's id: in its access-log line, in its answer (X-Request-Id), and in the W3C
// `traceparent` of every call it makes to BRP and WordPress, so one slow page can be followed
// into their logs. A proxy's id (nginx's $request_id, a load balancer's UUID) is kept when it is
// one of those forms; anything else a client sends is replaced, so no one writes into the log.
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A UUID, or 32 hex digits (nginx's $request_id): both are a W3C trace id once undashed. */
const WELL_FORMED =
  /^(?:[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The incoming id when it is well-formed (and not all zeros, which W3C forbids), else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = typeof header === 'string' ? header.trim() : '';
  if (WELL_FORMED.test(value) && /[1-9a-f]/i.test(value)) return value.toLowerCase();
  return randomUUID();
}

/** The trace id a request id stands for: its 32 hex digits. */
export const traceIdOf = (requestId: string) => requestId.replaceAll('-', '').toLowerCase();

/**
 * A `traceparent` for one upstream call of the request: the request's trace, a new parent id
 * per call, and not sampled (no trace is recorded here unless OpenTelemetry is on, and then its
 * own instrumentation writes the header instead).
 *
 * The parent id is the random half of a new UUID (62 random bits; never all zeros, as W3C asks:
 * its first digit is the variant's, 8 to b). Node makes UUIDs from random bytes it fetches in
 * batches, where `randomBytes` asked the system for 8 on every call, a dozen times a page.
 */
export function traceparentFor(requestId: string): string {
  return `00-${traceIdOf(requestId)}-${randomUUID().slice(19).replace('-', '')}-00`;
}

/** The request's id: the access log's (pino-http sets `id`), or one made now where none ran. */
export function requestIdOf(request: { id?: unknown; headers: Record<string, unknown> }): string {
  if (typeof request.id !== 'string')
    request.id = requestIdFrom(request.headers[REQUEST_ID_HEADER] as string | undefined);
  return request.id as string;
}
