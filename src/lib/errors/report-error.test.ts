import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { addErrorReporter, reportError, scrubText, summariseError } from './report-error';

describe('scrubText', () => {
  it.each([
    ['personnummer 19850101-1234', 'personnummer [personal number]'],
    ['ssn 850101-1234 and 8501011234', 'ssn [personal number] and [personal number]'],
    ['mail anna.b+shop@example.co.uk', 'mail [e-mail]'],
    ['Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [token]'],
    ['token eyJhbGciOi.eyJzdWIi.c2ln', 'token [token]'],
    ['card 4111111111111111', 'card [number]'],
    ['order 4711 at 10:30', 'order 4711 at 10:30'],
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

  it('reads what is not an Error', () => {
    expect(summariseError('boom 19850101-1234')).toEqual({
      name: 'string',
      message: 'boom [personal number]',
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
