// On the server the generated calls do not go through the browser's axios instances (relative
// URLs, global API status): server/upstream.ts registers a transport that sends them straight to
// the tenant's BRP and to WordPress, with the request's own session. Nothing registers one in the
// browser, so this module stays free of Node code.
import type { AxiosRequestConfig } from 'axios';

export type ApiName = 'booking' | 'content';
export type ServerTransport = (api: ApiName, config: AxiosRequestConfig) => Promise<unknown>;

let transport: ServerTransport | null = null;

export function setServerTransport(next: ServerTransport | null): void {
  transport = next;
}

export function serverTransport(): ServerTransport | null {
  return transport;
}
