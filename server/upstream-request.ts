// The server's own calls, sent with undici's `request`: a page's loaders make ten or more, and
// axios's config merging, interceptors and transforms cost about twice undici's CPU a call
// (docs/decisions/087-the-servers-calls-over-undici.md). The same limits as before: a time limit
// for the whole call, a size limit (also once decompressed), no redirect followed.
import { Agent, request } from 'undici';
import { apiErrorFromAnswer, ApiError } from '../src/lib/api/api-error';
import { decoded, MAX_UPSTREAM_ANSWER_BYTES, TooLarge } from './gateway-answer';

/** axios's default Accept; BRP and WordPress answer JSON either way. */
const ACCEPT = 'application/json, text/plain, */*';

// Kept-alive connections, as Node's default agent keeps them for axios.
const dispatcher = new Agent({ keepAliveTimeout: 4_000 });

export interface UpstreamCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** A JSON body (serialised here) or one already a string. */
  data?: unknown;
  signal?: AbortSignal | undefined;
  timeoutMs: number;
}

export interface UpstreamAnswer {
  status: number;
  data: unknown;
}

/** The answer's bytes, or TooLarge past the cap (the rest is never read). */
async function readCapped(body: AsyncIterable<Buffer>, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    length += chunk.length;
    if (length > max) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, length);
}

/** As axios reads a body: JSON when it parses, the text when not, '' when empty. */
function parsed(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function bodyOf(data: unknown, headers: Record<string, string>): string | undefined {
  if (data === undefined || data === null) return undefined;
  if (typeof data === 'string') return data;
  headers['content-type'] ??= 'application/json';
  return JSON.stringify(data);
}

/** One call; an answer outside 2xx (a redirect too) is an ApiError, as axios's would be. */
export async function sendUpstream(call: UpstreamCall): Promise<UpstreamAnswer> {
  const headers: Record<string, string> = {
    accept: ACCEPT,
    'accept-encoding': 'gzip, deflate, br',
    ...call.headers,
  };
  const body = bodyOf(call.data, headers);
  const limit = new AbortController();
  const timer = setTimeout(
    () =>
      limit.abort(new ApiError({ status: 0, message: `timeout of ${call.timeoutMs}ms exceeded` })),
    call.timeoutMs,
  );
  const stop = () => limit.abort(new ApiError({ status: 0, message: 'canceled' }));
  call.signal?.addEventListener('abort', stop, { once: true });
  try {
    if (call.signal?.aborted) stop();
    const answer = await request(call.url, {
      method: call.method as 'GET',
      headers,
      body,
      signal: limit.signal,
      dispatcher,
    });
    const declared = Number(answer.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_UPSTREAM_ANSWER_BYTES) throw new TooLarge();
    const raw = await readCapped(answer.body, MAX_UPSTREAM_ANSWER_BYTES);
    const encoding = answer.headers['content-encoding'];
    const bytes = await decoded(
      raw,
      Array.isArray(encoding) ? encoding.join(',') : encoding,
      MAX_UPSTREAM_ANSWER_BYTES,
    );
    const data = parsed(bytes.toString('utf8'));
    if (answer.statusCode < 200 || answer.statusCode >= 300)
      throw apiErrorFromAnswer(answer.statusCode, data);
    return { status: answer.statusCode, data };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (limit.signal.aborted && limit.signal.reason instanceof ApiError) throw limit.signal.reason;
    if (error instanceof TooLarge)
      throw new ApiError({
        status: 0,
        message: `The answer is larger than ${MAX_UPSTREAM_ANSWER_BYTES} bytes`,
        cause: error,
      });
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError({ status: 0, message, cause: error });
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', stop);
  }
}
