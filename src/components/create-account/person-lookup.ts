import { useLookupPerson } from '@generated/booking/endpoints/services/services';
import type { PersonLookupResult, PersonLookupResultData } from '@generated/booking/model';
import { ApiError } from '@/lib/api/api-error';
import { isCompleteSsn } from './ssn-mask';

/** Spec §9: the person lookup always asks business unit 1. */
export const PERSON_LOOKUP_BUSINESS_UNIT = 1;

export type LookupOutcome =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'found'; person: PersonLookupResultData }
  | { kind: 'exists' }
  | { kind: 'notActivated' }
  | { kind: 'notFound' }
  | { kind: 'invalid' }
  | { kind: 'failed'; error: unknown };

/**
 * Spec §4/§8: FOUND reveals the form, EXISTS_IN_BRP asks to log in, NOT_FOUND says so, and an
 * INVALID_INPUT error answer (403 or 422) means the number is not valid.
 */
export function lookupOutcome(
  result: PersonLookupResult | undefined,
  error: unknown,
): LookupOutcome {
  if (error) {
    return error instanceof ApiError && error.errorCode === 'INVALID_INPUT'
      ? { kind: 'invalid' }
      : { kind: 'failed', error };
  }
  switch (result?.status) {
    case 'FOUND':
      return result.data ? { kind: 'found', person: result.data } : { kind: 'notFound' };
    case 'EXISTS_IN_BRP':
      return { kind: 'exists' };
    case 'NOT_ACTIVATED':
      return { kind: 'notActivated' };
    case 'NOT_FOUND':
      return { kind: 'notFound' };
    default:
      return { kind: 'loading' };
  }
}

/** Runs the lookup when the SSN is complete and nobody is signed in (spec §4). */
export function usePersonLookup(ssn: string, signedIn: boolean) {
  const enabled = !signedIn && isCompleteSsn(ssn);
  const query = useLookupPerson(
    { businessUnit: PERSON_LOOKUP_BUSINESS_UNIT, maskOutput: false, ssn },
    { query: { enabled, retry: false, staleTime: 5 * 60_000 } },
  );
  const outcome: LookupOutcome = enabled
    ? lookupOutcome(query.data, query.error)
    : { kind: 'idle' };
  return { outcome, retry: () => void query.refetch() };
}
