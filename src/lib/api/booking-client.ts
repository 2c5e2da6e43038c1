// orval mutator for openapi/booking.yaml: the one axios instance of the booking API.
import { env } from '../env';
import type { ApiError } from './api-error';
import type { AxiosRequestConfig } from 'axios';
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
): Promise<T> => sendRequest<T>('booking', bookingAxios, config, options);

export type ErrorType<TBody> = ApiError<TBody>;
export type BodyType<TBody> = TBody;
