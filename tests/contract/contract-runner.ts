// Turns the spec's operations and a table of cases into tests: the success call (exact status, body
// through the generated Zod schema), the token rules of the operation's security, every named success
// example and every documented 4xx example, each selected with Prism's `Prefer` header.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { shiftValue } from '../../mocks/date-shift';
import { daysBetween, stockholmToday } from '../../mocks/stockholm-time';
import type { CallOptions, Cases, OperationCase } from './cases';
import { CONTRACT_NOW } from './clock';
import {
  anchorDate,
  errorResponses,
  readSpecOperations,
  successResponse,
  type NamedExample,
  type SpecName,
  type SpecOperation,
} from './spec-operations';

export interface TokenControl {
  /** Sends the customer's bearer token from now on. */
  signIn: () => void;
  /** Sends no token from now on. */
  signOut: () => void;
}

const NO_TOKEN: TokenControl = { signIn: () => {}, signOut: () => {} };

/** Options for one call: the Prefer header (if any) and only the documented success status counts. */
function options(op: SpecOperation, prefer?: string): CallOptions {
  return {
    ...(prefer ? { headers: { Prefer: prefer } } : {}),
    validateStatus: (status) => status === op.successStatus,
  };
}

/** Resolves with what the call rejected with; fails if it succeeded. */
async function rejection(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    (data: unknown) => {
      throw new Error(
        `expected the call to fail, it answered ${JSON.stringify(data)?.slice(0, 300)}`,
      );
    },
    (error: unknown) => error,
  );
}

/** The success body is neither empty nor JSON (the profile image). */
const isBinary = (op: SpecOperation): boolean => {
  const { contentType } = successResponse(op);
  return contentType !== undefined && !/json/.test(contentType);
};

function bodyLabel(op: SpecOperation): string {
  const { contentType } = successResponse(op);
  if (!contentType) return 'an empty body';
  return isBinary(op)
    ? `a non-empty ${contentType} body`
    : 'a body the generated Zod schema accepts';
}

function byteLength(data: unknown): number {
  if (typeof data === 'string') return data.length;
  if (data instanceof Blob) return data.size;
  if (data instanceof ArrayBuffer) return data.byteLength;
  if (ArrayBuffer.isView(data)) return data.byteLength;
  return 0;
}

/** Checks a success body against what the spec documents for it: nothing, bytes, or JSON. */
export function expectSuccessBody(op: SpecOperation, testCase: OperationCase, data: unknown): void {
  const { contentType } = successResponse(op);
  if (!contentType) {
    expect(
      testCase.schema,
      `${op.operationId} documents no body, so its case has no schema`,
    ).toBeUndefined();
    expect(
      data === '' || data === undefined || data === null,
      `empty body, got ${String(data)}`,
    ).toBe(true);
  } else if (isBinary(op)) {
    expect(byteLength(data), `a non-empty ${contentType} body`).toBeGreaterThan(0);
  } else {
    expect(
      testCase.schema,
      `${op.operationId} needs a Zod schema for its ${contentType} body`,
    ).toBeDefined();
    testCase.schema!.parse(data);
  }
}

interface ExpectedError {
  errorCode: unknown;
  message: unknown;
  fieldErrors: unknown;
  extra: Record<string, unknown>;
}

/** The ApiError an error example must become (BRP `errorCode` or WordPress `code`). */
function expectedError(example: NamedExample, days: number): ExpectedError {
  const value = shiftValue(example.value, days) as Record<string, unknown>;
  const { errorCode, code, message, fieldErrors, ...extra } = value;
  return { errorCode: errorCode ?? code, message, fieldErrors: fieldErrors ?? [], extra };
}

function describeOperation(
  op: SpecOperation,
  testCase: OperationCase,
  token: TokenControl,
  days: number,
) {
  const success = successResponse(op);
  // Public operations run without a token, the others with the customer's.
  const prepare = () => (op.security === 'public' ? token.signOut() : token.signIn());

  it(`answers ${op.successStatus} with ${bodyLabel(op)}`, async () => {
    prepare();
    expectSuccessBody(op, testCase, await testCase.call(options(op)));
  });

  if (op.security === 'optional') {
    it('also works without a token', async () => {
      token.signOut();
      expectSuccessBody(op, testCase, await testCase.call(options(op)));
    });
  }
  if (op.security === 'bearer') {
    it('is rejected with 401 without a token', async () => {
      token.signOut();
      const error = await rejection(testCase.call(options(op)));
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
    });
  }

  for (const example of success.examples) {
    it(`serves success example "${example.name}"`, async () => {
      prepare();
      const data = await testCase.call(options(op, `example=${example.name}`));
      expectSuccessBody(op, testCase, data);
    });
  }

  for (const response of errorResponses(op)) {
    const examples: (NamedExample | undefined)[] = response.examples.length
      ? response.examples
      : [undefined];
    for (const example of examples) {
      const label = example
        ? `${response.status} "${example.name}"`
        : `${response.status} (no example)`;
      it(`rejects with ApiError for ${label}`, async () => {
        prepare();
        const prefer = `code=${response.status}${example ? `, example=${example.name}` : ''}`;
        const error = await rejection(testCase.call(options(op, prefer)));
        expect(error).toBeInstanceOf(ApiError);
        const apiError = error as ApiError;
        expect(apiError.status).toBe(response.status);
        if (!example) return;
        const expected = expectedError(example, days);
        expect(apiError.errorCode).toBe(expected.errorCode);
        expect(apiError.extra).toMatchObject(expected.extra);
        expect(apiError.fieldErrors).toEqual(expected.fieldErrors);
        if (typeof expected.message === 'string' && expected.message !== '') {
          expect(apiError.message).toBe(expected.message);
        }
      });
    }
  }
}

/** One describe per tag, one per operation; operations without a case are left to the coverage test. */
export function describeContract(
  spec: SpecName,
  cases: Cases,
  token: TokenControl = NO_TOKEN,
): void {
  const operations = readSpecOperations(spec);
  const anchor = anchorDate(spec);
  const days = anchor ? daysBetween(anchor, stockholmToday(CONTRACT_NOW)) : 0;
  const tags = [...new Set(operations.map((op) => op.tag))];
  for (const tag of tags) {
    describe(`${spec} · ${tag}`, () => {
      for (const op of operations.filter((o) => o.tag === tag)) {
        const testCase = cases[op.operationId];
        if (!testCase) continue;
        describe(`${op.operationId} (${op.method} ${op.path}, ${op.security})`, () => {
          describeOperation(op, testCase, token, days);
        });
      }
    });
  }
}
