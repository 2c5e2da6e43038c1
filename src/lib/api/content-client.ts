// orval mutator for openapi/content.yaml: the WordPress content site, reached through this site's
// own gateway, which adds the site's credential where it needs one (server/gateway.ts).
import { env } from '../env';
import type { ApiError } from './api-error';
import type { AxiosRequestConfig } from 'axios';
import { createAxiosInstance, sendRequest, type HttpRequestConfig } from './create-api-client';

export const contentAxios = createAxiosInstance({ api: 'content', baseURL: env.contentApiUrl });

// orval reads this declaration to wire the generated calls; keep it a plain arrow function.
export const contentClient = <T>(
  config: HttpRequestConfig,
  options?: AxiosRequestConfig,
): Promise<T> => sendRequest<T>('content', contentAxios, config, options);

export type ErrorType<TBody> = ApiError<TBody>;
export type BodyType<TBody> = TBody;
