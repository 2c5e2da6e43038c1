// One JSON line per answer on stdout (pino with pino-http), and its duration in the metrics:
// the method, the route's pattern (server/route-of.ts), the status, the duration and the
// request's id, which the answer carries too (X-Request-Id) and every upstream call as its
// traceparent (server/request-id.ts). Nothing personal: no URL (a query or a path may hold a
// personal number or a customer's id), no header, no cookie, no address.
import type { Request, RequestHandler, Response } from 'express';
import { pino, type DestinationStream } from 'pino';
import { pinoHttp } from 'pino-http';
import { observeRequest } from './metrics';
import { requestIdOf } from './request-id';
import { routeOf } from './route-of';

/** The fields of an access-log line besides pino's own (level, time, pid, hostname, msg). */
export interface AccessLogFields {
  reqId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
}

/** The health check is asked every few seconds by the container: counted, not logged. */
const UNLOGGED = new Set(['/healthz']);

export function accessLog(destination?: DestinationStream): RequestHandler {
  const logger = pino({ timestamp: pino.stdTimeFunctions.isoTime }, destination);
  const fields = (request: Request, response: Response, durationMs: number) => ({
    method: request.method,
    route: routeOf(request, response),
    status: response.statusCode,
    durationMs,
  });
  const log = pinoHttp<Request, Response>({
    logger,
    genReqId: (request, response) => {
      const id = requestIdOf(request);
      response.setHeader('X-Request-Id', id);
      return id;
    },
    // Only the request's id is bound; the line's other fields are the ones below, no headers.
    quietReqLogger: true,
    quietResLogger: true,
    autoLogging: { ignore: (request) => UNLOGGED.has(request.url ?? '') },
    customLogLevel: (_request, response, error) =>
      error || response.statusCode >= 500 ? 'error' : 'info',
    customSuccessObject: (request, response, { responseTime }) =>
      fields(request, response, responseTime as number),
    customErrorObject: (request, response, _error, { responseTime }) =>
      fields(request, response, responseTime as number),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
  });
  return (request, response, next) => {
    const started = performance.now();
    response.once('close', () =>
      observeRequest(
        request.method,
        routeOf(request, response),
        response.statusCode,
        (performance.now() - started) / 1000,
      ),
    );
    log(request, response, next);
  };
}
