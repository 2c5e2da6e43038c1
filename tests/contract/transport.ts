// How the contract tests reach the mock. The browser holds no token any more and its instances
// use relative paths, so the tests register a transport of their own (setServerTransport), as the
// server does in server/upstream.ts: every generated call goes through sendRequest (the orval
// mutators) to this module, which sends it with axios to the mock's absolute URLs, adds the bearer
// token the tests set (signIn, signOut) to booking calls and turns every failure into an ApiError
// with toApiError, as the server's transport does.
//
// One difference from server/upstream.ts, on purpose: a call that asks for a blob (the profile
// image) gets its JSON error body as text, and it is read back into JSON before toApiError, as the
// browser's instance does (decodeBinaryErrorBody in src/lib/api/create-api-client.ts). The server's
// transport does not, and would lose the errorCode of such an error.
import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { toApiError } from '@/lib/api/api-error';
import { setServerTransport, type ApiName } from '@/lib/api/server-transport';
import { BOOKING_API_PATH, CONTENT_API_PATH } from '@/lib/env';

const port = Number(process.env.CONTRACT_MOCK_PORT ?? '4020');
export const MOCK_ORIGIN = `http://127.0.0.1:${port}`;

/** Well below the tests' 15 s: a call that hangs fails as an ApiError (status 0), not a timeout. */
const TIMEOUT_MS = 8_000;

let accessToken: string | null = null;

/** The bearer token every booking call sends from now on (the login answer's access_token). */
export function signIn(token: string): void {
  if (!token) throw new Error('signIn needs a token: did the login answer carry one?');
  accessToken = token;
}

/** No token from now on. */
export function signOut(): void {
  accessToken = null;
}

/** A blob or text error body that is JSON, parsed (see the note at the top). */
async function decodeTextErrorBody(error: unknown): Promise<void> {
  if (!axios.isAxiosError(error) || !error.response) return;
  const { data } = error.response;
  let text: string | null = null;
  if (data instanceof Blob) text = await data.text();
  else if (typeof data === 'string') text = data;
  else if (data instanceof ArrayBuffer) text = new TextDecoder().decode(data);
  if (text === null) return;
  try {
    error.response.data = JSON.parse(text);
  } catch {
    // Not JSON: toApiError keeps the raw body.
  }
}

function createInstance(baseURL: string, withToken: boolean): AxiosInstance {
  const instance = axios.create({ baseURL, timeout: TIMEOUT_MS });
  if (withToken) {
    instance.interceptors.request.use((request) => {
      if (accessToken && !request.headers.has('Authorization'))
        request.headers.set('Authorization', `Bearer ${accessToken}`);
      return request;
    });
  }
  instance.interceptors.response.use(undefined, async (error: unknown) => {
    await decodeTextErrorBody(error);
    throw toApiError(error);
  });
  return instance;
}

/**
 * The transport's axios instances, one per API: absolute URLs to the mock, the tests' token on
 * booking calls, every failure an ApiError. The content site gets no token (and the mock needs no
 * credential for it).
 */
export const contractApis: Record<ApiName, AxiosInstance> = {
  booking: createInstance(`${MOCK_ORIGIN}${BOOKING_API_PATH}`, true),
  content: createInstance(`${MOCK_ORIGIN}${CONTENT_API_PATH}`, false),
};

/** Sends the generated calls of this test file's module graph to the mock. */
export function installContractTransport(): void {
  setServerTransport(async (api, request: AxiosRequestConfig) => {
    const { data } = await contractApis[api].request<unknown>(request);
    return data;
  });
}
