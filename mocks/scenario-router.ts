// The one mock endpoint: forwards each API prefix to its Prism process and picks realistic examples.
import http from 'node:http';
import {
  answerOrderCall,
  answerPaymentHandler,
  matchOrderRoute,
  PAYMENT_HANDLER,
  storeOwns,
  type OrderContext,
} from './order-routes.ts';
import type { BookingStore } from './booking-store.ts';
import type { MembershipStore } from './subscription-changes.ts';
import { answerCustomerCall, matchCustomerRoute, type CustomerContext } from './customer-routes.ts';
import {
  answerInvoiceCall,
  customerOfToken,
  isFileAnswer,
  matchInvoiceRoute,
  paysInvoice,
  payInvoice,
  type InvoiceContext,
  type InvoiceStore,
} from './invoice-routes.ts';
import type { LoginStore } from './login-store.ts';
import type { Answer, OrderStore } from './order-store.ts';
import { fitSuggestionsToProduct, suggestionsProduct } from './product-suggestions.ts';
import { choosePrefer, type Api, type ExampleIndex } from './scenario-rules.ts';

export interface Upstream {
  api: Api;
  prefix: string; // stripped before forwarding
  port: number;
  host?: string;
  /** Set when there is nothing to forward to (e.g. the spec has no operations yet): answered with 404. */
  unavailable?: string;
}

export interface RouterOptions {
  port?: number;
  host?: string;
  upstreams: Upstream[];
  index: ExampleIndex;
  log?: (line: string) => void;
  /** Where the mock's own failures go (stderr by default). */
  logFailure?: (line: string) => void;
  /** The orders made through the mock (mocks/order-store.ts); without it Prism answers them all. */
  orders?: OrderStore;
  /** The customers' logins and bookings; without them Prism answers those calls. */
  customers?: { logins: LoginStore; bookings: BookingStore; memberships?: MembershipStore };
  /** The customers' invoices (mocks/invoice-routes.ts); without it Prism answers them. */
  invoices?: InvoiceStore;
}

/**
 * A request header naming the scenarios of a test: a JSON list of `{ method, pattern, prefer }`,
 * `pattern` a RegExp source matched against the path and query string. The first rule that
 * matches the request gives its `Prefer` (tests/e2e/support/fixtures.ts).
 */
export const SCENARIOS_HEADER = 'x-mock-scenarios';

interface ScenarioRule {
  method: string;
  pattern: string;
  prefer: string;
}

export function scenarioFor(
  header: string | string[] | undefined,
  method: string,
  url: URL,
): string | undefined {
  if (typeof header !== 'string' || header === '') return undefined;
  let rules: unknown;
  try {
    rules = JSON.parse(header);
  } catch {
    return undefined;
  }
  if (!Array.isArray(rules)) return undefined;
  const target = `${url.pathname}${url.search}`;
  for (const rule of rules as Partial<ScenarioRule>[]) {
    if (typeof rule.pattern !== 'string' || typeof rule.prefer !== 'string') continue;
    if (rule.method?.toUpperCase() !== method.toUpperCase()) continue;
    if (new RegExp(rule.pattern).test(target)) return rule.prefer;
  }
  return undefined;
}

function findUpstream(upstreams: Upstream[], pathname: string): Upstream | undefined {
  return upstreams.find((u) => pathname === u.prefix || pathname.startsWith(`${u.prefix}/`));
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  if (body === undefined) return void res.writeHead(status).end();
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

interface Exchanged {
  status: number;
  statusMessage: string | undefined;
  rawHeaders: string[];
  body: Buffer;
}

function readAll(stream: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** One whole request to an upstream and its whole answer. */
function exchange(
  upstream: Upstream,
  method: string,
  path: string,
  headers: http.OutgoingHttpHeaders,
  body?: Buffer,
): Promise<Exchanged> {
  return new Promise((resolve, reject) => {
    const forward = http.request(
      {
        host: upstream.host ?? '127.0.0.1',
        port: upstream.port,
        method,
        path,
        headers: { ...headers, host: `${upstream.host ?? '127.0.0.1'}:${upstream.port}` },
        agent: false,
      },
      (answer) => {
        readAll(answer)
          .then((buffer) =>
            resolve({
              status: answer.statusCode ?? 502,
              statusMessage: answer.statusMessage,
              rawHeaders: answer.rawHeaders,
              body: buffer,
            }),
          )
          .catch(reject);
      },
    );
    forward.on('error', reject);
    forward.end(body);
  });
}

function parseJson(buffer: Buffer): unknown {
  try {
    return buffer.length ? JSON.parse(buffer.toString('utf8')) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Faults the router makes itself, chosen like any scenario (`Prefer: fault=<name>`): `network` (the
 * connection drops), `not-json` (a 200 whose body is cut off) and `malformed` (the real answer in
 * the wrong shape: a list wrapped in an object, an object inside a list).
 */
export type Fault = 'network' | 'not-json' | 'malformed';

const FAULTS: readonly string[] = ['network', 'not-json', 'malformed'];

export function faultOf(prefer: unknown): Fault | undefined {
  const match = typeof prefer === 'string' ? /(?:^|[\s,])fault=([\w-]+)/.exec(prefer) : null;
  return match && FAULTS.includes(match[1]!) ? (match[1] as Fault) : undefined;
}

/** The status of `Prefer: code=5xx`: a server error the contract does not describe. */
export function serverErrorOf(prefer: unknown): number | undefined {
  const match = typeof prefer === 'string' ? /(?:^|[\s,])code=(5\d\d)\b/.exec(prefer) : null;
  return match ? Number(match[1]) : undefined;
}

/** The wrong shape of a real answer, as an API that changed its format would send it. */
export function malformed(body: unknown): unknown {
  return Array.isArray(body) ? { items: body } : [body];
}

function answerMalformed(upstreamRes: http.IncomingMessage, res: http.ServerResponse): void {
  const chunks: Buffer[] = [];
  upstreamRes.on('data', (chunk: Buffer) => chunks.push(chunk));
  upstreamRes.on('end', () => {
    let body: unknown = null;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      // No JSON to reshape: null inside a list is wrong for every operation too.
    }
    sendJson(res, 200, malformed(body));
  });
}

export function createScenarioRouter(options: RouterOptions): http.Server {
  const log = options.log ?? ((line: string) => console.log(line));
  // The mock's own failures (not a fault a test chose) go to stderr, where a test run shows them.
  const logFailure = options.logFailure ?? ((line: string) => console.error(`[mocks] ${line}`));
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mock.local');
    let note = '';
    /** Answers 502 for a failure of the mock itself, and says why in the log. */
    const failed = (errorCode: string, err: unknown, extra: Record<string, string> = {}) => {
      const message = err instanceof Error ? err.message : String(err);
      note = ` (${errorCode}: ${message})`;
      if (res.headersSent) return void res.destroy();
      sendJson(res, 502, { errorCode, ...extra, message });
    };
    // Path only: query strings and headers (Authorization!) never reach the log.
    res.on('finish', () => {
      const line = `${req.method} ${url.pathname} ${res.statusCode}${note}`;
      log(line);
      if (/^ \(MOCK_/.test(note)) logFailure(line);
    });

    if (url.pathname === '/__health') return sendJson(res, 200, { status: 'ok' });
    const booking = options.upstreams.find((u) => u.api === 'booking' && !u.unavailable);
    const payment = PAYMENT_HANDLER.exec(url.pathname);
    if (payment && booking && req.method === 'GET' && options.invoices?.knowsPayment(payment[1]!)) {
      const outcome = url.searchParams.get('outcome');
      const location = options.invoices.completePayment(
        payment[1]!,
        outcome === 'cancelled' || outcome === 'failed' ? outcome : 'paid',
      );
      return void res.writeHead(302, { location }).end();
    }
    if (payment && options.orders && booking && req.method === 'GET') {
      // The handler reads the seller's details from a receipt example, which takes a token.
      const context = orderContext(options, booking, { authorization: 'Bearer mock-handler' });
      return void answerPaymentHandler(payment[1]!, url.searchParams.get('outcome'), context)
        .then((location) =>
          location
            ? void res.writeHead(302, { location }).end()
            : sendJson(res, 404, { errorCode: 'NO_SUCH_PAYMENT' }),
        )
        .catch((err: unknown) => failed('MOCK_ORDER_STORE_FAILED', err));
    }
    const upstream = findUpstream(options.upstreams, url.pathname);
    if (!upstream) return sendJson(res, 404, { errorCode: 'NO_MOCK_FOR_PATH', path: url.pathname });

    if (upstream.unavailable)
      return sendJson(res, 404, { errorCode: 'NO_PATH_MATCHED', message: upstream.unavailable });

    const path = url.pathname.slice(upstream.prefix.length) || '/';
    const headers: http.OutgoingHttpHeaders = {
      ...req.headers,
      host: `${upstream.host ?? '127.0.0.1'}:${upstream.port}`,
      connection: 'close',
    };
    // The scenarios a test chose for every call of one page view, including the calls the app's
    // server makes while rendering it (it passes the header on, see SCENARIOS_HEADER).
    const chosen = scenarioFor(req.headers[SCENARIOS_HEADER], req.method ?? 'GET', url);
    delete headers[SCENARIOS_HEADER];
    if (!headers.prefer && chosen) {
      headers.prefer = chosen;
      note = ` (${chosen}, by the test)`;
    }
    // The customer's own orders, unless a test chose the answer (above): see mocks/order-store.ts.
    const method = req.method ?? 'GET';
    const orderRoute = headers.prefer ? undefined : matchOrderRoute(method, path, url.searchParams);
    if (orderRoute && options.orders && upstream.api === 'booking') {
      const context = orderContext(options, upstream, req.headers);
      const answer = async (body: unknown, example: unknown) => {
        if (orderRoute.kind === 'pay' && paysInvoice(body) && options.invoices) {
          const invoices = invoiceContext(options, upstream, req.headers);
          return payInvoice(body, example, customerOfToken(req.headers.authorization), invoices);
        }
        if (!storeOwns(orderRoute, body, context.store)) return undefined;
        const answered = await answerOrderCall(orderRoute, method, body, example, context);
        if (orderRoute.kind === 'pay' && answered.status === 201)
          keepPaidOrder(options, req.headers.authorization, body);
        return answered;
      };
      return void answerAfterPrism(req, res, upstream, path + url.search, headers, answer)
        .then((owned) => void (owned && (note = ' (order store)')))
        .catch((err: unknown) => failed('MOCK_ORDER_STORE_FAILED', err));
    }
    // The customer's invoices, likewise: mocks/invoice-routes.ts.
    const invoiceRoute = headers.prefer
      ? undefined
      : matchInvoiceRoute(method, path, url.searchParams);
    if (invoiceRoute && options.invoices && upstream.api === 'booking') {
      const context = invoiceContext(options, upstream, req.headers);
      const answer = (body: unknown, example: unknown) =>
        answerInvoiceCall(invoiceRoute, body, example, context);
      return void answerAfterPrism(req, res, upstream, path + url.search, headers, answer)
        .then((owned) => void (owned && (note = ' (invoice store)')))
        .catch((err: unknown) => failed('MOCK_INVOICE_STORE_FAILED', err));
    }
    // The customer's logins and bookings, likewise: mocks/login-store.ts, mocks/booking-store.ts.
    const customerRoute = headers.prefer
      ? undefined
      : matchCustomerRoute(method, path, url.searchParams);
    if (customerRoute && options.customers && upstream.api === 'booking') {
      const context: CustomerContext = {
        ...options.customers,
        ...(options.orders ? { orders: options.orders } : {}),
        authorization: req.headers.authorization,
        ask: askAs(options, upstream, req.headers),
        query: url.searchParams,
      };
      const answer = (body: unknown, example: unknown) =>
        answerCustomerCall(customerRoute, body, example, context);
      // The example a rule chooses (the facility's own schedule) is the one the store changes.
      const prefer = choosePrefer(
        upstream.api,
        method,
        path,
        url.searchParams,
        options.index,
        languageOf(req.headers),
      );
      const forwarded = prefer ? { ...headers, prefer } : headers;
      return void answerAfterPrism(req, res, upstream, path + url.search, forwarded, answer)
        .then((owned) => void (owned && (note = ' (customer store)')))
        .catch((err: unknown) => failed('MOCK_CUSTOMER_STORE_FAILED', err));
    }
    // A treatment's free times at its own price and length, unless a test chose the answer.
    const suggestionsOf = headers.prefer ? undefined : suggestionsProduct(path);
    if (suggestionsOf !== undefined && options.orders && upstream.api === 'booking') {
      const context = orderContext(options, upstream, req.headers);
      return void Promise.all([
        exchange(upstream, 'GET', path + url.search, headers),
        context.ask(`/products/services/${suggestionsOf}`),
      ])
        .then(([answer, product]) => {
          if (answer.status !== 200)
            return void res
              .writeHead(answer.status, answer.statusMessage, answer.rawHeaders)
              .end(answer.body);
          note = ' (fitted to the product)';
          sendJson(res, 200, fitSuggestionsToProduct(parseJson(answer.body), product));
        })
        .catch((err: unknown) => failed('MOCK_UPSTREAM_UNAVAILABLE', err));
    }
    if (!headers.prefer) {
      const prefer = choosePrefer(
        upstream.api,
        req.method ?? 'GET',
        path,
        url.searchParams,
        options.index,
        languageOf(req.headers),
      );
      if (prefer) {
        headers.prefer = prefer;
        note = ` (${prefer})`;
      }
    }

    const serverError = serverErrorOf(headers.prefer);
    if (serverError) {
      // The contract lists no 5xx answers, so Prism has none to give: the router answers itself.
      note = ` (code=${serverError}, by the test)`;
      return sendJson(res, serverError, {
        errorCode: serverError === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR',
        message: http.STATUS_CODES[serverError] ?? 'Server error',
      });
    }
    const fault = faultOf(headers.prefer);
    if (fault === 'network') {
      // The connection drops without an answer: what a caller sees when the API is unreachable.
      note = ' (fault=network, by the test)';
      return void req.socket.destroy();
    }
    if (fault === 'not-json') {
      note = ' (fault=not-json, by the test)';
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end('{"id": 1, "name": "Sim');
    }
    if (fault === 'malformed') {
      note = ' (fault=malformed, by the test)';
      delete headers.prefer;
    }

    const forward = http.request(
      {
        host: upstream.host ?? '127.0.0.1',
        port: upstream.port,
        method: req.method,
        path: path + url.search,
        headers,
        // A fresh connection per request: Node 20 reuses kept-alive sockets that Prism may already
        // have closed, which surfaced as random ECONNRESET 502s under load.
        agent: false,
      },
      (upstreamRes) => {
        if (fault === 'malformed') return void answerMalformed(upstreamRes, res);
        res.writeHead(
          upstreamRes.statusCode ?? 502,
          upstreamRes.statusMessage,
          upstreamRes.rawHeaders,
        );
        upstreamRes.pipe(res);
      },
    );
    forward.on('error', (err) => failed('MOCK_UPSTREAM_UNAVAILABLE', err, { api: upstream.api }));
    req.pipe(forward);
  });
}

/**
 * A payment started with a customer's token: the order's treatments become that customer's
 * bookings once it is paid (mocks/booking-store.ts).
 */
function keepPaidOrder(options: RouterOptions, authorization: string | undefined, body: unknown) {
  const world = options.customers?.logins.worldOf(authorization);
  const order =
    body && typeof body === 'object' ? Number((body as { order?: unknown }).order) : NaN;
  if (world !== undefined && Number.isInteger(order))
    options.customers!.bookings.keepOrder(world, order);
}

/** The language a call asks BRP for (its Accept-Language), for the examples in that language. */
const languageOf = (headers: http.IncomingHttpHeaders): string | undefined =>
  typeof headers['accept-language'] === 'string' ? headers['accept-language'] : undefined;

/** The store and a way to read the booking mock's realistic examples as the caller. */
function orderContext(
  options: RouterOptions,
  booking: Upstream,
  incoming: http.IncomingHttpHeaders,
): OrderContext {
  return {
    store: options.orders!,
    signedIn: Boolean(incoming.authorization),
    ...withWorld(options.customers?.logins.worldOf(incoming.authorization)),
    ask: askAs(options, booking, incoming),
  };
}

const withWorld = (world: string | undefined) => (world ? { world } : {});

/** The invoice store, the caller's world and its invoices as Prism lists them (a POST in BRP's API). */
function invoiceContext(
  options: RouterOptions,
  booking: Upstream,
  incoming: http.IncomingHttpHeaders,
): InvoiceContext {
  return {
    store: options.invoices!,
    world: options.customers?.logins.worldOf(incoming.authorization),
    listed: async (customer) => {
      const answer = await exchange(booking, 'POST', `/customers/${customer}/invoices`, {
        accept: 'application/json',
        connection: 'close',
        ...(incoming.authorization ? { authorization: incoming.authorization } : {}),
      });
      return answer.status === 200 ? parseJson(answer.body) : undefined;
    },
  };
}

/** A GET of the booking mock's realistic example, as the caller (its token); undefined unless 2xx. */
function askAs(options: RouterOptions, booking: Upstream, incoming: http.IncomingHttpHeaders) {
  return async (target: string): Promise<unknown> => {
    const at = new URL(target, 'http://mock.local');
    const prefer = choosePrefer(
      'booking',
      'GET',
      at.pathname,
      at.searchParams,
      options.index,
      languageOf(incoming),
    );
    const answer = await exchange(booking, 'GET', target, {
      accept: 'application/json',
      connection: 'close',
      ...(incoming.authorization ? { authorization: incoming.authorization } : {}),
      ...(prefer ? { prefer } : {}),
    });
    return answer.status >= 200 && answer.status < 300 ? parseJson(answer.body) : undefined;
  };
}

/**
 * Prism checks the request against the contract first (its 4xx stand); when it accepts it, the
 * store's answer replaces Prism's, unless the store leaves it (undefined). Resolves to whether
 * the store answered.
 */
async function answerAfterPrism(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  upstream: Upstream,
  target: string,
  headers: http.OutgoingHttpHeaders,
  storeAnswer: (body: unknown, example: unknown) => Promise<Answer | undefined>,
): Promise<boolean> {
  const body = await readAll(req);
  const checked = await exchange(upstream, req.method ?? 'GET', target, headers, body);
  const answer =
    checked.status >= 200 && checked.status <= 299
      ? await storeAnswer(parseJson(body), parseJson(checked.body))
      : undefined;
  if (!answer) {
    res.writeHead(checked.status, checked.statusMessage, checked.rawHeaders).end(checked.body);
    return false;
  }
  if (isFileAnswer(answer)) {
    res.writeHead(answer.status, answer.headers).end(answer.body);
    return true;
  }
  sendJson(res, answer.status, answer.body);
  return true;
}

export function startScenarioRouter(options: RouterOptions): Promise<http.Server> {
  const server = createScenarioRouter(options);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
