// What a contract case is: how to call one operation through its real generated function with valid
// arguments, and which generated Zod schema its success body must pass. Plus the ids the examples use.
import type { AxiosRequestConfig } from 'axios';
import type { ZodType } from 'zod';
import { CONTRACT_NOW_MS } from './clock';

/** The axios options every generated function takes as its last-but-one argument. */
export type CallOptions = AxiosRequestConfig;

export interface OperationCase {
  call: (options: CallOptions) => Promise<unknown>;
  /** The generated Zod schema of the success body; absent when the spec documents no JSON body. */
  schema?: ZodType;
}

export type Cases = Record<string, OperationCase>;

/** One table row: `op((o) => getCustomer(CUSTOMER, o), getCustomer200Response)`. */
export function op(call: OperationCase['call'], schema?: ZodType): OperationCase {
  return schema ? { call, schema } : { call };
}

// Ids from the examples in openapi/booking.yaml.
export const CUSTOMER = 4711; // Anna Lindqvist
export const HAGA = 1;
export const ALVSTRANDEN = 3509;
export const DROTTNINGTORGET = 4128;
export const SITES = [HAGA, ALVSTRANDEN, DROTTNINGTORGET] as const;
export const ORDER = 612345;
export const APP_ID = 272;
export const LOGIN = { username: 'anna.lindqvist@example.se', password: 'Simma2026!' };

/** An ISO-8601 UTC timestamp `days` from the tests' fixed now (negative for the past), and its YYYY-MM-DD day. */
export const timePoint = (days: number): string =>
  new Date(CONTRACT_NOW_MS + days * 86_400_000).toISOString();
export const day = (days: number): string => timePoint(days).slice(0, 10);
