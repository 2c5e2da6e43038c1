// OpenTelemetry traces, only when OTEL_EXPORTER_OTLP_ENDPOINT is set: server/main.ts imports
// this file then, before Express or the app is loaded, and never otherwise (no cost when unset).
// The SDK reads the standard OTEL_* variables (endpoint, protocol, headers, service name,
// sampler). Spans: every request in (http, express), every call out to BRP and WordPress (undici
// for the pages' calls, http for the gateway's), and React Router's loaders (src/lib/server-instrumentation.server.ts). No
// query string goes into a span: it may hold a personal number. Node runs this file as it is.
import { register } from 'node:module';
import type { Attributes } from '@opentelemetry/api';
import type { IncomingMessage, RequestOptions } from 'node:http';

const withoutQuery = (path: string | null | undefined) => (path ?? '/').split('?', 1)[0]!;

/** What an outgoing call's span says its URL is: the instrumentation's own, less the query. */
function outgoingUrl(options: RequestOptions): Attributes {
  const host = options.hostname ?? options.host ?? 'localhost';
  const port = options.port ? `:${options.port}` : '';
  return {
    'url.full': `${options.protocol ?? 'http:'}//${host}${port}${withoutQuery(options.path)}`,
  };
}

/** Starts tracing; resolves with its stop (flushes the spans still buffered). */
export async function startTelemetry(): Promise<() => Promise<void>> {
  // ESM modules (the bundle, Express imported from it) are instrumented through this hook.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [
    { NodeSDK },
    { HttpInstrumentation },
    { ExpressInstrumentation },
    { UndiciInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME?.trim() || 'facility-shop',
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) =>
          (request.url ?? '').startsWith('/healthz'),
        // These win over the instrumentation's own attributes of the same name.
        startIncomingSpanHook: () => ({ 'url.query': '' }),
        startOutgoingSpanHook: outgoingUrl,
      }),
      new ExpressInstrumentation(),
      new UndiciInstrumentation({
        startSpanHook: (request) => ({
          'url.full': `${request.origin}${withoutQuery(request.path)}`,
          'url.query': '',
        }),
      }),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}
