// orval mutator for openapi/booking.yaml: the one axios instance of the booking API.
import { env } from '../env';
import type { ApiError } from './api-error';
import type { AxiosRequestConfig } from 'axios';
import { apiLocale } from './api-language';
import { createAxiosInstance, sendRequest, type HttpRequestConfig } from './create-api-client';

export const bookingAxios = createAxiosInstance({
  api: 'booking',
  baseURL: env.bookingApiUrl,
  reportsUnauthorized: true,
});

// orval reads this declaration to wire the generated calls; keep it a plain arrow function.
export const bookingClient = <T>(
  config: HttpRequestConfig,
  options?: AxiosRequestConfig,
): Promise<T> => sendRequest<T>('booking', bookingAxios, withLanguage(config), options);

/**
 * BRP translates names by Accept-Language (decision 059): the page's language, not the browser's,
 * read when the call is made (a navigation's loader has just set the next page's). The gateway
 * passes it on only for the calls whose contract names it; the server sets its own.
 */
function withLanguage(config: HttpRequestConfig): HttpRequestConfig {
  const locale = apiLocale();
  if (!locale || typeof document === 'undefined') return config;
  return { ...config, headers: { ...(config.headers as object), 'Accept-Language': locale } };
}

export type ErrorType<TBody> = ApiError<TBody>;
export type BodyType<TBody> = TBody;
