import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { toApiError } from './api-error';
import { apiStatus } from './api-status';
import { notifyUnauthorized } from './unauthorized';

export interface ApiClientOptions {
  baseURL: string;
  /** Returns the bearer token to send, or null for none. */
  getToken?: () => string | null;
  /** Whether a 401 from this API means the session is gone. */
  reportsUnauthorized?: boolean;
}

/** orval's generated code passes `signal` possibly undefined; axios wants it absent then. */
export type HttpRequestConfig = Omit<AxiosRequestConfig, 'signal'> & {
  signal?: AbortSignal | undefined;
};

export function createAxiosInstance({
  baseURL,
  getToken,
  reportsUnauthorized = false,
}: ApiClientOptions): AxiosInstance {
  const instance = axios.create({ baseURL, headers: { Accept: 'application/json' } });

  instance.interceptors.request.use((config) => {
    const token = getToken?.();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      apiStatus.recordSuccess();
      return response;
    },
    (error: unknown) => {
      if (axios.isCancel(error)) return Promise.reject(error);
      const apiError = toApiError(error);
      apiStatus.recordFailure(apiError.status);
      if (reportsUnauthorized && apiError.status === 401) notifyUnauthorized(apiError);
      return Promise.reject(apiError);
    },
  );

  return instance;
}

/** What the orval mutators do: send the generated config through an instance, resolve with the body. */
export function sendRequest<T>(
  instance: AxiosInstance,
  { signal, ...config }: HttpRequestConfig,
  options?: AxiosRequestConfig,
): Promise<T> {
  return instance
    .request<T>({ ...config, ...(signal ? { signal } : {}), ...options })
    .then(({ data }) => data);
}
