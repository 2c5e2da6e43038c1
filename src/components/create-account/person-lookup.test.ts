import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { lookupOutcome } from './person-lookup';

const person = { firstName: 'Anna', lastName: 'Lindqvist' };

describe('lookupOutcome', () => {
  it('maps each lookup status', () => {
    expect(lookupOutcome({ status: 'FOUND', data: person }, null)).toEqual({
      kind: 'found',
      person,
    });
    expect(lookupOutcome({ status: 'EXISTS_IN_BRP' }, null)).toEqual({ kind: 'exists' });
    expect(lookupOutcome({ status: 'NOT_FOUND' }, null)).toEqual({ kind: 'notFound' });
    expect(lookupOutcome({ status: 'NOT_ACTIVATED' }, null)).toEqual({ kind: 'notActivated' });
    expect(lookupOutcome({ status: 'FOUND' }, null)).toEqual({ kind: 'notFound' });
  });

  it('is loading until an answer comes', () => {
    expect(lookupOutcome(undefined, null)).toEqual({ kind: 'loading' });
  });

  it('reads an INVALID_INPUT error answer as an invalid number, anything else as a failure', () => {
    const invalid = new ApiError({ status: 403, message: '', errorCode: 'INVALID_INPUT' });
    expect(lookupOutcome(undefined, invalid)).toEqual({ kind: 'invalid' });
    const down = new ApiError({ status: 503, message: '' });
    expect(lookupOutcome(undefined, down)).toEqual({ kind: 'failed', error: down });
  });
});
