// Stopping within a container's grace period (SIGTERM, then SIGKILL 10 s later). Node's
// server.close() stops accepting and closes the idle connections, but waits for every other one:
// a keep-alive connection whose request was in flight stays open after its answer until the
// client closes it (65 s: server/main.ts), and a request that hangs holds it for ever. So the
// answers in flight say `Connection: close`, each connection is closed as soon as its answer is
// out, and whatever is still open after the bound is closed by force.
import type { Server, ServerResponse } from 'node:http';

/** Within a container's usual 10 s, with room for the process to exit. */
export const SHUTDOWN_GRACE_MS = 8_000;

/** How the server stopped: every answer out, or some connections closed by force. */
export type StopOutcome = 'drained' | 'forced';

function closeAfterAnswer(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close');
}

/**
 * Tracks the server's answers from now on, and returns its stop: no new connections, the answers
 * in flight finished, then every connection closed; at most `graceMs`. Calling it again returns
 * the same stop.
 */
export function gracefulStop(
  server: Server,
  { graceMs = SHUTDOWN_GRACE_MS }: { graceMs?: number } = {},
): () => Promise<StopOutcome> {
  const inFlight = new Set<ServerResponse>();
  let stopping: Promise<StopOutcome> | null = null;

  // Before the app's own listener: its answer may be sent before a later listener runs.
  server.prependListener('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    if (stopping) closeAfterAnswer(response);
    response.once('close', () => {
      inFlight.delete(response);
      // Its connection is idle now (a proxy's answer may have said keep-alive all the same).
      if (stopping) server.closeIdleConnections();
    });
  });

  return () => {
    stopping ??= new Promise<StopOutcome>((resolve) => {
      let outcome: StopOutcome = 'drained';
      const deadline = setTimeout(() => {
        outcome = 'forced';
        server.closeAllConnections();
      }, graceMs);
      server.close(() => {
        clearTimeout(deadline);
        resolve(outcome);
      });
      for (const response of inFlight) closeAfterAnswer(response);
    });
    return stopping;
  };
}
