// orval mutator for openapi/content.yaml: the WordPress content site. Never carries a credential:
// a site that needs one is reached through a proxy that adds it (see README).
import { env } from '../env';
import type { ApiError } from './api-error';
import type { AxiosRequestConfig } from 'axios';
import { createAxiosInstance, sendRequest, type HttpRequestConfig } from './create-api-client';

export const contentAxios = createAxiosInstance({ baseURL: env.contentApiUrl });

// orval reads this declaration to wire the generated calls; keep it a plain arrow function.
export const contentClient = <T>(
  config: HttpRequestConfig,
  options?: AxiosRequestConfig,
): Promise<T> => sendRequest<T>(contentAxios, config, options);

export type ErrorType<TBody> = ApiError<TBody>;
export type BodyType<TBody> = TBody;
