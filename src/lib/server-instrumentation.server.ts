// React Router's own instrumentation of the server's request handler and loaders (the entry's
// `instrumentations`): the matched route's pattern goes to the access log and the metrics (never
// the URL, which may hold an id), and, when OpenTelemetry is on (OTEL_EXPORTER_OTLP_ENDPOINT),
// each loader and action is a span of the page's trace. The tracing API is loaded only then.
import type { ServerInstrumentation } from 'react-router';
import { routeRecordContext } from './server-context';

type TracingApi = typeof import('@opentelemetry/api');
let tracingApi: Promise<TracingApi> | null = null;

const routePatterns: ServerInstrumentation = {
  handler(handler) {
    handler.instrument({
      async request(handle, { context }) {
        const result = await handle();
        const record = context?.get(routeRecordContext);
        // React Router's pattern is relative ('schema', 'en/schema', '*'): one leading slash.
        if (record && result.meta) record.pattern = `/${result.meta.pattern.replace(/^\/+/, '')}`;
      },
    });
  },
};

/** A span around each loader and action, named by its route's id. */
const routeSpans: ServerInstrumentation = {
  route(route) {
    const span =
      (kind: string) => async (handle: () => Promise<{ status: string; error?: Error }>) => {
        tracingApi ??= import('@opentelemetry/api');
        const { trace, SpanStatusCode } = await tracingApi;
        await trace
          .getTracer('react-router')
          .startActiveSpan(`${kind} ${route.id}`, async (active) => {
            const result = await handle();
            if (result.status === 'error')
              active.setStatus({ code: SpanStatusCode.ERROR, message: result.error?.name });
            active.end();
          });
      };
    route.instrument({ loader: span('loader'), action: span('action') });
  },
};

export function serverInstrumentations(tracing: boolean): ServerInstrumentation[] {
  return tracing ? [routePatterns, routeSpans] : [routePatterns];
}
