// The gateway's door: a request passes only as one of the contract's operations (method, path
// pattern, documented query parameters), names no other customer than the session's, and brings
// a body no larger than the largest the contract's requests need. Everything else is answered
// here and never reaches BRP or WordPress (server/contract-allow-list.ts).
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { ContractOperation } from '../generated/booking/operations';
import type { ApiName } from '../src/lib/api/server-transport';
import { matchOperation, namedCustomer, undocumentedQuery } from './contract-allow-list';
import type { SessionLocals } from './request-session';

/**
 * The largest request body the gateway reads: the contract's largest JSON is a customer's profile.
 * An operation may raise it in the contract (`x-max-body-bytes`: a freeze request's document).
 */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

/** The body types an operation takes: the contract's, or JSON (and none) for one without a body. */
const DEFAULT_BODY_TYPES = ['application/json', ''];

const mediaType = (header: string | undefined) =>
  (header ?? '').split(';')[0]!.trim().toLowerCase();

const hasBody = (request: Request) =>
  request.headers['transfer-encoding'] !== undefined ||
  Number(request.headers['content-length'] ?? 0) > 0;

export interface ContractLocals {
  /** The contract's operation this request is, once the gateway let it in. */
  operation?: ContractOperation;
}

export const contractLocals = (response: { locals?: unknown }) =>
  ((response as Response).locals ?? {}) as ContractLocals;

function notFound(response: Response): void {
  response.status(404).json({ errorCode: 'NOT_FOUND', message: 'Not found' });
}

/** Lets only the contract's operations of `api` through (the path is below the API's root). */
export function contractOnly(api: ApiName) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const [path = '', search = ''] = request.url.split(/\?(.*)/s, 2);
    const match = matchOperation(api, request.method, path);
    if (match.kind === 'not-found') return notFound(response);
    if (match.kind === 'method-not-allowed') {
      response
        .status(405)
        .set('Allow', match.allowed.join(', '))
        .json({ errorCode: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' });
      return;
    }
    if (undocumentedQuery(match.operation, search).length > 0) return notFound(response);
    // A member's session names its own customer only: another id never goes with its token.
    const session = (response.locals as SessionLocals).session;
    const customer = api === 'booking' ? namedCustomer(match, search) : null;
    if (session && customer !== null && customer !== String(session.customerId))
      return notFound(response);
    // A body of a type its operation does not name (a file to a JSON call, JSON to an upload)
    // never goes up: what BRP parses is what the contract describes.
    const types = match.operation.bodyTypes.length ? match.operation.bodyTypes : DEFAULT_BODY_TYPES;
    if (hasBody(request) && !types.includes(mediaType(request.headers['content-type']))) {
      response
        .status(415)
        .json({ errorCode: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported media type' });
      return;
    }
    contractLocals(response).operation = match.operation;
    next();
  };
}

const readers = new Map<number, RequestHandler>();

/** A body reader of that limit: one per limit the contract names. */
function readerOf(limit: number): RequestHandler {
  let reader = readers.get(limit);
  if (!reader) readers.set(limit, (reader = express.raw({ type: () => true, limit })));
  return reader;
}

/**
 * Reads a request's body, whatever its type, up to its operation's limit (413 past it); the proxy
 * writes it on. A body already parsed (the login's JSON) is left as it is.
 */
export function gatewayBody(request: Request, response: Response, next: NextFunction): void {
  const limit = contractLocals(response).operation?.maxBodyBytes ?? MAX_REQUEST_BODY_BYTES;
  readerOf(limit)(request, response, next);
}

/**
 * A member's JSON body names its own customer only, as its path and query must: BRP's calls that
 * take the customer in the body (an invoice's PDF, a payment certificate, an order) are left
 * neither to BRP's own check nor to the app's good manners.
 */
export function ownCustomerInBody(request: Request, response: Response, next: NextFunction): void {
  const session = (response.locals as SessionLocals).session;
  const body: unknown = request.body;
  if (!session || !Buffer.isBuffer(body) || body.length === 0 || !request.is('json')) return next();
  let customer: unknown;
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    customer =
      parsed !== null && typeof parsed === 'object' ? Reflect.get(parsed, 'customer') : undefined;
  } catch {
    return next(); // Not JSON after all: BRP answers it as the contract says (400).
  }
  if (customer === undefined || customer === null) return next();
  if (String(customer) !== String(session.customerId)) return notFound(response);
  next();
}
