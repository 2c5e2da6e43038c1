// The withdrawal function's steps are form POSTs to its page (src/features/withdrawal): a small
// body, with its length named, or no answer but 413/411. The same-origin check (origin-check.ts)
// and the rate limit per address (rate-limits.ts) hold for them as for every other change.
import type { RequestHandler } from 'express';
import { WITHDRAWAL_PATHS } from './rate-limits';

/** A step's form holds a few short fields and the chosen lines: far below this. */
export const WITHDRAWAL_BODY_LIMIT = 16 * 1024;

export const limitWithdrawalBodies: RequestHandler = (request, response, next) => {
  const path = request.path.toLowerCase();
  if (request.method !== 'POST' || !WITHDRAWAL_PATHS.some((prefix) => path.startsWith(prefix)))
    return next();
  const length = request.get('content-length');
  if (length === undefined)
    return void response
      .status(411)
      .set('Cache-Control', 'no-store')
      .json({ errorCode: 'LENGTH_REQUIRED' });
  if (!/^\d+$/.test(length) || Number(length) > WITHDRAWAL_BODY_LIMIT)
    return void response
      .status(413)
      .set('Cache-Control', 'no-store')
      .json({ errorCode: 'PAYLOAD_TOO_LARGE' });
  next();
};
