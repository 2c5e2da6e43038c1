// The one place unexpected errors go: render errors, failed loaders, rejected promises and answers
// that did not match the contract. Where they go from here is the deployment's choice: the server
// logs every report and sends it on when an endpoint is configured (server/error-reporting.ts);
// the browser hands its reports to the server. Nothing personal leaves: texts are scrubbed of
// personal and card numbers, e-mail addresses and tokens, and reports carry no request bodies or
// values.

export type ErrorSource =
  | 'render'
  | 'loader'
  | 'unhandled-rejection'
  | 'uncaught'
  | 'invalid-answer'
  | 'upstream'
  | 'request'
  | 'browser'
  | 'database'
  | 'mail';

export interface ErrorReport {
  source: ErrorSource;
  error: unknown;
  /** Facts that help without naming anyone: an operation, a status, a route pattern. */
  details?: Record<string, string | number | boolean | string[]>;
}

export type ErrorReporter = (report: ErrorReport) => void;

const reporters = new Set<ErrorReporter>();

/** Adds where reports go; returns its removal. */
export function addErrorReporter(reporter: ErrorReporter): () => void {
  reporters.add(reporter);
  return () => void reporters.delete(reporter);
}

export function reportError(report: ErrorReport): void {
  for (const reporter of reporters) {
    try {
      reporter(report);
    } catch {
      // A reporter that fails must not take the page or the request with it.
    }
  }
}

const SCRUBBERS: [RegExp, string][] = [
  // JWTs and bearer tokens.
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[token]'],
  [/\b(bearer|basic)\s+[\w.~+/=-]+/gi, '$1 [token]'],
  // E-mail addresses.
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[e-mail]'],
  // Swedish personal and coordination numbers, with or without century and separator.
  [/\b(\d{2})?\d{6}[-+]?\d{4}\b/g, '[personal number]'],
  // Card numbers: 13 to 19 digits, as typed (in groups with spaces or dashes) or not.
  [/\b\d(?:[ -]?\d){12,18}\b/g, '[card number]'],
  // Other long digit runs (phone and value card numbers).
  [/\b\d{9,}\b/g, '[number]'],
];

/** A text with personal numbers, card numbers, e-mail addresses, tokens and long numbers taken out. */
export function scrubText(text: string): string {
  return SCRUBBERS.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  );
}

export interface ErrorSummary {
  name: string;
  message: string;
  stack?: string;
  status?: number;
  errorCode?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A report's details with every text scrubbed (a browser's page path can name anyone). */
export function scrubDetails(details: NonNullable<ErrorReport['details']>): ErrorReport['details'] {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? scrubText(value)
        : Array.isArray(value)
          ? value.map(scrubText)
          : value,
    ]),
  );
}

/** The parts of an error a report may carry, every text scrubbed. */
export function summariseError(error: unknown): ErrorSummary {
  if (error instanceof Error) {
    const extra = error as Error & { status?: unknown; errorCode?: unknown };
    return {
      name: scrubText(String(error.name)),
      message: scrubText(error.message),
      ...(error.stack ? { stack: scrubText(error.stack) } : {}),
      ...(typeof extra.status === 'number' ? { status: extra.status } : {}),
      ...(typeof extra.errorCode === 'string' ? { errorCode: extra.errorCode } : {}),
    };
  }
  if (isRecord(error) && typeof error.message === 'string')
    return { name: 'Error', message: scrubText(error.message) };
  return { name: typeof error, message: scrubText(String(error)) };
}
