// What the browser gets of an upstream answer: read with a cap on its size (also once
// decompressed), refused when it is a redirect, checked against the contract when it is a success,
// without the member's tokens when it is an auth answer, and replaced by the gateway's own error
// when it is a failure whose body is not the contract's JSON (an HTML 503 with a Java stack and a
// JDBC URL must not reach a page). Only the headers a page needs pass.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ApiName } from '../src/lib/api/server-transport';
import { reportError } from '../src/lib/errors/report-error';
import { checkAnswer, isCheckedStatus, parseBody, reportInvalidAnswer } from './answer-check';
import { withoutTokens } from './token-scrub';

/** The largest answer the gateway reads (a receipt's PDF is the largest the contract has). */
export const MAX_UPSTREAM_ANSWER_BYTES = 8 * 1024 * 1024;

/** The answer headers a page may see; BRP's cookies, CORS rules and server banners stay behind. */
const PASSED_HEADERS = [
  'content-type',
  'content-language',
  'content-disposition',
  'cache-control',
  'expires',
  'etag',
  'last-modified',
  'vary',
  'retry-after',
  'x-wp-total',
  'x-wp-totalpages',
];

export interface AnswerContext {
  api: ApiName;
  /** The operation's method and path below the API root, for the contract check. */
  method: string;
  path: string;
  /** Remove BRP's tokens from the answer (the auth operations). */
  scrubTokens: boolean;
  maxBytes?: number;
}

export function sendGatewayError(
  response: ServerResponse,
  status: number,
  errorCode: string,
  message: string,
): void {
  // Already answered (an upstream error after the answer was refused): that answer stands.
  if (response.writableEnded) return;
  if (response.headersSent) return void response.destroy();
  response.statusCode = status;
  for (const name of response.getHeaderNames())
    if (name.startsWith('content-') || name === 'etag' || name === 'last-modified')
      response.removeHeader(name);
  response.setHeader('Content-Type', 'application/json');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify({ errorCode, message }));
}

/** An answer longer than the cap (its bytes, or once decompressed). */
export class TooLarge extends Error {}

/**
 * Reads no more of an answer the gateway will not pass. The upstream connection is cut once the
 * browser has its own answer: the proxy ends the browser's response with a cut-off upstream one.
 */
function discard(answer: IncomingMessage, response: ServerResponse): void {
  answer.removeAllListeners('data');
  answer.pause();
  const cut = () => answer.destroy();
  if (response.writableFinished || response.destroyed) cut();
  else response.once('finish', cut).once('close', cut);
}

/** The answer's bytes, or a TooLarge when it is longer than `max` (the rest is never read). */
function readCapped(answer: IncomingMessage, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(answer.headers['content-length']);
    if (Number.isFinite(declared) && declared > max) return reject(new TooLarge());
    const chunks: Buffer[] = [];
    let length = 0;
    answer.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > max) reject(new TooLarge());
      else chunks.push(chunk);
    });
    answer.on('end', () => resolve(Buffer.concat(chunks)));
    answer.on('error', reject);
  });
}

const inflaters: Record<string, (body: Buffer, options: zlib.ZlibOptions) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  'x-gzip': promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  br: promisify(zlib.brotliDecompress),
};

/** The body decompressed, capped too: a small gzip can unpack to gigabytes. */
export async function decoded(
  body: Buffer,
  encoding: string | undefined,
  max: number,
): Promise<Buffer> {
  const name = (encoding ?? 'identity').trim().toLowerCase();
  if (name === 'identity' || body.length === 0) return body;
  const inflate = inflaters[name];
  if (!inflate) throw new Error(`unknown content-encoding ${name}`);
  try {
    return await inflate(body, { maxOutputLength: max });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new TooLarge();
    throw error;
  }
}

/** Stands for a body that is not JSON: no schema accepts it. */
const NOT_JSON_BODY = Symbol('not JSON');

const isJson = (contentType: string | undefined) =>
  /^application\/([\w.+-]*\+)?json\b/i.test(contentType ?? '');

/** A failure's body as the contract describes failures: a JSON object (ApiError). */
function isContractError(body: Buffer, contentType: string | undefined): boolean {
  if (!isJson(contentType)) return false;
  const parsed = parseBody(body.toString('utf8'));
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
}

function reportUpstream(context: AnswerContext, status: number, problem: string): void {
  reportError({
    source: 'upstream',
    error: new Error(`${context.api} answered ${context.method} ${context.path}: ${problem}`),
    details: { api: context.api, status, problem },
  });
}

/** Sends the upstream answer on, as the rules above allow. */
export async function passAnswer(
  answer: IncomingMessage,
  response: ServerResponse,
  context: AnswerContext,
): Promise<void> {
  const status = answer.statusCode ?? 502;
  if (status >= 300 && status < 400 && status !== 304) {
    reportUpstream(context, status, 'redirect refused');
    sendGatewayError(response, 502, 'UPSTREAM_REDIRECT_REFUSED', 'Bad gateway');
    return discard(answer, response);
  }
  const max = context.maxBytes ?? MAX_UPSTREAM_ANSWER_BYTES;
  let body: Buffer;
  try {
    body = await decoded(await readCapped(answer, max), answer.headers['content-encoding'], max);
  } catch (error) {
    const tooLarge = error instanceof TooLarge;
    reportUpstream(context, status, tooLarge ? 'answer too large' : 'answer unreadable');
    sendGatewayError(
      response,
      502,
      tooLarge ? 'UPSTREAM_ANSWER_TOO_LARGE' : 'UPSTREAM_UNAVAILABLE',
      'Bad gateway',
    );
    return discard(answer, response);
  }
  const contentType = answer.headers['content-type'];
  if (status >= 400 && body.length > 0 && !isContractError(body, contentType)) {
    reportUpstream(context, status, 'error answer outside the contract');
    return sendGatewayError(response, status, 'UPSTREAM_ERROR', 'The service answered an error');
  }
  if (isCheckedStatus(status) && context.method !== 'HEAD') {
    // A binary answer (a profile image) is no JSON; one the contract wants as JSON fails its check.
    const parsed =
      !contentType || isJson(contentType) ? parseBody(body.toString('utf8')) : NOT_JSON_BODY;
    const problem = checkAnswer(context.api, context.method, context.path, status, parsed);
    if (problem) {
      reportInvalidAnswer(problem);
      return sendGatewayError(response, 502, 'INVALID_RESPONSE', 'Bad gateway');
    }
    if (context.scrubTokens && typeof parsed === 'object' && parsed !== null)
      body = Buffer.from(JSON.stringify(withoutTokens(parsed)));
  }
  response.statusCode = status;
  for (const name of PASSED_HEADERS) {
    const value = answer.headers[name];
    if (value !== undefined) response.setHeader(name, value);
  }
  response.setHeader('Content-Length', body.length);
  response.end(body);
}
