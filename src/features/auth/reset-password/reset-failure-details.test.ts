import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { i18next } from '@/lib/i18n';
import { resetFailureDetails } from './reset-failure-details';

const t = i18next.t;

describe('resetFailureDetails', () => {
  it('says how long to wait when the server refuses too many calls (429)', () => {
    const refused = new ApiError({
      status: 429,
      message: 'Too many requests. Try again later.',
      errorCode: 'TOO_MANY_REQUESTS',
      extra: { retryAfterSeconds: 45 },
    });
    expect(resetFailureDetails(t, refused)).toEqual([
      'För många förfrågningar på kort tid. Försök igen om 1 minut.',
    ]);
  });

  it('names the password rules the server gives, and nothing for other fields', () => {
    const rules = new ApiError({
      status: 422,
      message: '',
      errorCode: 'INVALID_INPUT',
      fieldErrors: [
        { field: 'password', errorCode: 'INVALID_PASSWORD_MINIMUM_LENGTH' },
        { field: 'email', errorCode: 'EMAIL_INVALID' },
      ],
    });
    expect(resetFailureDetails(t, rules)).toEqual([expect.stringMatching(/^Lösenord: /)]);
  });
});
