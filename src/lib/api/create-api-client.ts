import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { ApiError, toApiError } from './api-error';
import { apiStatus } from './api-status';
import { serverTransport, type ApiName } from './server-transport';
import { notifyUnauthorized } from './unauthorized';

export interface ApiClientOptions {
  /** Which API this is: the booking system's trouble is the site's banner, the content site's not. */
  api: ApiName;
  baseURL: string;
  /** Whether a 401 from this API means the session is gone. */
  reportsUnauthorized?: boolean;
}

/** orval's generated code passes `signal` possibly undefined; axios wants it absent then. */
export type HttpRequestConfig = Omit<AxiosRequestConfig, 'signal'> & {
  signal?: AbortSignal | undefined;
};

/**
 * A call that asks for a blob (the profile image) gets its JSON error body as a Blob or text;
 * read it back into JSON so the error still carries its errorCode.
 */
export async function decodeBinaryErrorBody(error: unknown): Promise<void> {
  if (!axios.isAxiosError(error) || !error.response) return;
  const { data } = error.response;
  let text: string | null = null;
  if (typeof Blob !== 'undefined' && data instanceof Blob) text = await data.text();
  else if (typeof data === 'string') text = data;
  else if (typeof ArrayBuffer !== 'undefined' && data instanceof ArrayBuffer)
    text = new TextDecoder().decode(data);
  if (text === null) return;
  try {
    error.response.data = JSON.parse(text);
  } catch {
    // Not JSON: keep the raw body.
  }
}

/**
 * The browser's instance of one API: always this site's own origin (the server's gateway adds
 * the session's bearer token or the content site's credential), never another host.
 */
export function createAxiosInstance({
  api,
  baseURL,
  reportsUnauthorized = false,
}: ApiClientOptions): AxiosInstance {
  const instance = axios.create({ baseURL });

  instance.interceptors.response.use(
    (response) => {
      apiStatus.recordSuccess(api);
      return response;
    },
    async (error: unknown) => {
      if (axios.isCancel(error)) return Promise.reject(error);
      await decodeBinaryErrorBody(error);
      const apiError = toApiError(error);
      apiStatus.recordFailure(apiError.status, api);
      if (reportsUnauthorized && apiError.status === 401) notifyUnauthorized(apiError);
      return Promise.reject(apiError);
    },
  );

  return instance;
}

/** '.' and '..' in any spelling the URL parser treats as one (WHATWG: '%2e' counts as '.'). */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * Whether a URL's path has a '.' or '..' segment. The generated calls encode every path parameter
 * ('/' becomes %2F), but a parameter that is exactly '.' or '..' stays one: the browser would
 * resolve it away and the call would reach another endpoint (DELETE …/coupons/.. is DELETE on the
 * order). No real id or name is a dot segment, so such a call is refused before it is sent.
 */
export function hasDotSegment(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').some((segment) => DOT_SEGMENT.test(segment));
}

/**
 * What the orval mutators do: send the generated config through an instance, resolve with the
 * body. On the server the same generated calls go straight to the upstream API instead
 * (server/upstream.ts), with the request's own session.
 */
export function sendRequest<T>(
  api: ApiName,
  instance: AxiosInstance,
  { signal, ...config }: HttpRequestConfig,
  options?: AxiosRequestConfig,
): Promise<T> {
  if (hasDotSegment(config.url)) {
    return Promise.reject(
      new ApiError({ status: 404, message: 'Not found', body: { url: config.url } }),
    );
  }
  // Headers are merged, not replaced: extra headers from a caller keep the generated ones.
  const headers = {
    ...(config.headers as object | undefined),
    ...(options?.headers as object | undefined),
  };
  const request = { ...config, ...(signal ? { signal } : {}), ...options, headers };
  const server = serverTransport();
  if (server) return server(api, request) as Promise<T>;
  return instance.request<T>(request).then(({ data }) => data);
}
