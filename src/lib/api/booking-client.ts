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

// BRP translates names by Accept-Language (decision 059): the page's language, not the browser's.
// The gateway passes it on only for the calls whose contract names it.
bookingAxios.interceptors.request.use((request) => {
  const locale = apiLocale();
  if (locale) request.headers.set('Accept-Language', locale);
  return request;
});

// orval reads this declaration to wire the generated calls; keep it a plain arrow function.
export const bookingClient = <T>(
  config: HttpRequestConfig,
  options?: AxiosRequestConfig,
): Promise<T> => sendRequest<T>('booking', bookingAxios, config, options);

export type ErrorType<TBody> = ApiError<TBody>;
export type BodyType<TBody> = TBody;
