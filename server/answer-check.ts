// Every answer the app reads is checked here, on the server, against the generated Zod schema of
// its operation and status: the answers the pages' loaders get (server/upstream.ts) and the ones
// the gateway passes to the browser (server/gateway.ts). An answer that does not match the
// contract, or is not JSON, becomes one typed error (502 INVALID_RESPONSE) like any other failure,
// so a screen shows its message and retry instead of crashing. The browser only talks to this
// server, so it needs no schemas of its own (decision 029).
import type { ZodType } from 'zod';
import { responseSchemas as bookingSchemas } from '../generated/booking/response-schemas';
import type { ResponseSchema } from '../generated/booking/response-schemas';
import { responseSchemas as contentSchemas } from '../generated/content/response-schemas';
import { ApiError } from '../src/lib/api/api-error';
import type { ApiName } from '../src/lib/api/server-transport';
import { reportError } from '../src/lib/errors/report-error';

export const INVALID_RESPONSE = 'INVALID_RESPONSE';

interface Check {
  method: string;
  status: number;
  /** 'GET /customers/{customer}': names the operation in reports, without ids. */
  operation: string;
  pattern: RegExp;
  literalSegments: number;
  schema: ZodType;
}

function compile(table: ResponseSchema[]): Check[] {
  return table
    .map(({ method, path, status, schema }) => {
      const segments = path.split('/').slice(1);
      const pattern = segments
        .map((segment) =>
          /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      return {
        method,
        status,
        operation: `${method} ${path}`,
        pattern: new RegExp(`^/${pattern}/?$`),
        literalSegments: segments.filter((segment) => !segment.startsWith('{')).length,
        schema,
      };
    })
    .sort((a, b) => b.literalSegments - a.literalSegments);
}

const checks: Record<ApiName, Check[]> = {
  booking: compile(bookingSchemas),
  content: compile(contentSchemas),
};

function findCheck(api: ApiName, method: string, url: string, status: number): Check | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const upper = method.toUpperCase();
  return checks[api].find(
    (check) => check.method === upper && check.status === status && check.pattern.test(path),
  );
}

/** What was wrong with an answer: where in it and what kind of problem, never its values. */
export interface AnswerProblem {
  api: ApiName;
  operation: string;
  status: number;
  issues: string[];
}

const MAX_ISSUES = 5;

/** Whether an answer (already parsed JSON, or the raw text when it was not JSON) is checked and fails. */
export function checkAnswer(
  api: ApiName,
  method: string,
  url: string,
  status: number,
  body: unknown,
): AnswerProblem | null {
  const check = findCheck(api, method, url, status);
  if (!check) return null;
  const result = check.schema.safeParse(body);
  if (result.success) return null;
  const issues = result.error.issues
    .slice(0, MAX_ISSUES)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.code}`);
  return { api, operation: check.operation, status, issues };
}

/** Parses a body as JSON for the check; a body that is not JSON fails any schema as itself. */
export function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** Stands for a body that was not JSON: no schema accepts a symbol. */
const NOT_JSON = Symbol('not JSON');

export function invalidAnswerError(problem: AnswerProblem): ApiError {
  return new ApiError({
    status: 502,
    errorCode: INVALID_RESPONSE,
    message: 'Bad gateway',
    body: { errorCode: INVALID_RESPONSE, message: 'Bad gateway' },
    extra: { operation: problem.operation },
  });
}

export function invalidAnswerBody(): string {
  return JSON.stringify({ errorCode: INVALID_RESPONSE, message: 'Bad gateway' });
}

/** Whether an answer with this status can be checked: only the successes the contract describes. */
export function isCheckedStatus(status: number | undefined): status is number {
  return status !== undefined && status >= 200 && status < 300 && status !== 204;
}

export function reportInvalidAnswer(problem: AnswerProblem): void {
  reportError({
    source: 'invalid-answer',
    error: new Error(`${problem.api} answered ${problem.operation} outside its contract`),
    details: {
      api: problem.api,
      operation: problem.operation,
      status: problem.status,
      issues: problem.issues,
    },
  });
}
