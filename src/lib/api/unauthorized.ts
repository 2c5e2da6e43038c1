import type { ApiError } from './api-error';

// The auth feature registers what a 401 from the booking API means (log out, clear data,
// send to login); the HTTP layer only reports it. One handler at a time.
type UnauthorizedHandler = (error: ApiError) => void;

let handler: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(next: UnauthorizedHandler | null): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

export function notifyUnauthorized(error: ApiError): void {
  handler?.(error);
}
