import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import {
  addErrorReporter,
  reportError,
  scrubDetails,
  scrubText,
  summariseError,
} from './report-error';

describe('scrubText', () => {
  it.each([
    ['personnummer 19850101-1234', 'personnummer [personal number]'],
    ['ssn 850101-1234 and 8501011234', 'ssn [personal number] and [personal number]'],
    ['mail anna.b+shop@example.co.uk', 'mail [e-mail]'],
    ['Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [token]'],
    ['token eyJhbGciOi.eyJzdWIi.c2ln', 'token [token]'],
    ['card 4111111111111111', 'card [card number]'],
    ['card 4111 1111 1111 1111 exp 12/27', 'card [card number] exp 12/27'],
    ['card 4111-1111-1111-1111.', 'card [card number].'],
    ['amex 3782 822463 10005', 'amex [card number]'],
    ['maestro 6759 6498 2643 8453 123', 'maestro [card number]'],
    ['diners 3056 9309 0259 04', 'diners [card number]'],
    ['value card 123456789', 'value card [number]'],
    ['order 4711 at 10:30', 'order 4711 at 10:30'],
    ['on 2026-11-29 at 031-123 45', 'on 2026-11-29 at 031-123 45'],
  ])('%s', (text, scrubbed) => expect(scrubText(text)).toBe(scrubbed));
});

describe('summariseError', () => {
  it('keeps name, status and errorCode, scrubs message and stack', () => {
    const error = new ApiError({
      status: 502,
      errorCode: 'INVALID_RESPONSE',
      message: 'for anna@x.se',
    });
    expect(summariseError(error)).toMatchObject({
      name: 'ApiError',
      message: 'for [e-mail]',
      status: 502,
      errorCode: 'INVALID_RESPONSE',
    });
    expect(summariseError(error).stack).not.toContain('anna@x.se');
  });

  it('scrubs the name too: a thrown object may name anyone', () => {
    const error = Object.assign(new Error('x'), { name: 'NotFound anna@x.se 19850101-1234' });
    expect(summariseError(error).name).toBe('NotFound [e-mail] [personal number]');
  });

  it('reads what is not an Error', () => {
    expect(summariseError('boom 19850101-1234')).toEqual({
      name: 'string',
      message: 'boom [personal number]',
    });
  });
});

describe('scrubDetails', () => {
  it('scrubs every text of the details, and keeps numbers and flags', () => {
    expect(
      scrubDetails({
        path: '/kvitto/anna@x.se/4111 1111 1111 1111',
        tags: ['19850101-1234', 'ok'],
        status: 502,
        retried: false,
      }),
    ).toEqual({
      path: '/kvitto/[e-mail]/[card number]',
      tags: ['[personal number]', 'ok'],
      status: 502,
      retried: false,
    });
  });
});

describe('reportError', () => {
  let remove: (() => void)[] = [];
  afterEach(() => remove.forEach((r) => r()));

  it('goes to every reporter; one that throws does not stop the others', () => {
    const seen: string[] = [];
    remove = [
      addErrorReporter(() => {
        throw new Error('reporter down');
      }),
      addErrorReporter((report) => void seen.push(report.source)),
    ];
    expect(() => reportError({ source: 'render', error: new Error('x') })).not.toThrow();
    expect(seen).toEqual(['render']);
  });
});
