// Where the reports of src/lib/errors/report-error.ts go on the server: one JSON line on stderr
// each (the container's log), and, when ERROR_REPORTING_DSN is set, to that Sentry-compatible
// service (Sentry, GlitchTip) through Sentry's own core SDK. Only scrubbed summaries are sent: no
// request, no user, no cookies, no bodies (decision 029).
import {
  Client,
  Scope,
  createStackParser,
  createTransport,
  eventFromMessage,
  eventFromUnknownInput,
  resolvedSyncPromise,
  type ClientOptions,
  type Event,
  type EventHint,
  type ParameterizedString,
  type SeverityLevel,
} from '@sentry/core';
import {
  addErrorReporter,
  scrubDetails,
  summariseError,
  type ErrorReport,
  type ErrorReporter,
} from '../src/lib/errors/report-error';

export type LogLine = (line: string) => void;

/** One JSON line per report: time, source, the error's scrubbed summary and scrubbed details. */
export function logReporter(log: LogLine = (line) => console.error(line)): ErrorReporter {
  return ({ source, error, details }) => {
    log(
      JSON.stringify({
        level: 'error',
        time: new Date().toISOString(),
        source,
        ...summariseError(error),
        ...(details ? { details: scrubDetails(details) } : {}),
      }),
    );
  };
}

// Frames are not parsed (that would take the Node SDK and its tracing): the scrubbed stack goes
// along as text in the event's context instead.
const stackParser = createStackParser();

/** The smallest server client of Sentry's core: events from errors and messages, nothing more. */
class ReportClient extends Client<ClientOptions> {
  constructor(options: ClientOptions) {
    super(options);
  }

  override eventFromException(exception: unknown, hint?: EventHint): PromiseLike<Event> {
    return resolvedSyncPromise(eventFromUnknownInput(this, stackParser, exception, hint));
  }

  override eventFromMessage(
    message: ParameterizedString,
    level?: SeverityLevel,
    hint?: EventHint,
  ): PromiseLike<Event> {
    return resolvedSyncPromise(eventFromMessage(stackParser, message, level, hint));
  }
}

/** Sends each report to the DSN's project, as a scrubbed error with its source and details. */
export function sentryReporter(dsn: string): {
  report: ErrorReporter;
  flush: () => PromiseLike<boolean>;
} {
  const client = new ReportClient({
    dsn,
    integrations: [],
    stackParser,
    transport: (options) =>
      createTransport(options, async (request) => {
        const response = await fetch(options.url, {
          method: 'POST',
          body: request.body as BodyInit,
          signal: AbortSignal.timeout(5_000),
        });
        return {
          statusCode: response.status,
          headers: {
            'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
            'retry-after': response.headers.get('retry-after'),
          },
        };
      }),
  });
  client.init();
  return {
    report: ({ source, error, details }) => {
      const summary = summariseError(error);
      const scrubbed = Object.assign(new Error(summary.message), { name: summary.name });
      const scope = new Scope();
      scope.setTag('source', source);
      if (summary.status !== undefined) scope.setTag('status', summary.status);
      if (summary.errorCode) scope.setTag('errorCode', summary.errorCode);
      scope.setContext('report', {
        ...(details ? scrubDetails(details) : {}),
        ...(summary.stack ? { stack: summary.stack } : {}),
      });
      client.captureException(scrubbed, undefined, scope);
    },
    flush: () => client.flush(5_000),
  };
}

/** Installs the server's reporters; returns their removal (for tests and the dev server's reloads). */
export function installErrorReporting(dsn: string | null, log?: LogLine): () => void {
  const removals = [addErrorReporter(logReporter(log))];
  if (dsn) removals.push(addErrorReporter(sentryReporter(dsn).report));
  return () => removals.forEach((remove) => remove());
}

export type { ErrorReport };
