import { isAxiosError } from 'axios';

export interface FieldErrorBody {
  field: string;
  errorCode: string;
  [extra: string]: unknown;
}

/**
 * The one error every failed call becomes, whichever API and whatever went wrong:
 * the HTTP status (0 when no answer came), the server's errorCode and fieldErrors,
 * its message, and every extra field of the body (minutesBefore, earliestTimepoint…)
 * that fills the error catalogue's placeholders.
 */
export class ApiError<TBody = unknown> extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errorCode: string | undefined;
  readonly fieldErrors: FieldErrorBody[];
  readonly extra: Record<string, unknown>;
  readonly body: TBody | undefined;

  constructor(init: {
    status: number;
    message: string;
    errorCode?: string | undefined;
    fieldErrors?: FieldErrorBody[];
    extra?: Record<string, unknown>;
    body?: TBody;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.fieldErrors = init.fieldErrors ?? [];
    this.extra = init.extra ?? {};
    this.body = init.body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFieldErrors(value: unknown): FieldErrorBody[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FieldErrorBody =>
      isRecord(item) && typeof item.field === 'string' && typeof item.errorCode === 'string',
  );
}

/** Reads the BRP body ({errorCode, message, fieldErrors, …extra}) or WordPress ({code, message, data}). */
function fromBody(
  status: number,
  body: unknown,
  fallbackMessage: string,
  cause: unknown,
): ApiError {
  if (!isRecord(body)) {
    return new ApiError({ status, message: fallbackMessage, body, cause });
  }
  const { errorCode, code, message, fieldErrors, ...extra } = body;
  const resolvedCode =
    typeof errorCode === 'string' ? errorCode : typeof code === 'string' ? code : undefined;
  return new ApiError({
    status,
    message: typeof message === 'string' && message !== '' ? message : fallbackMessage,
    errorCode: resolvedCode,
    fieldErrors: readFieldErrors(fieldErrors),
    extra,
    body,
    cause,
  });
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    const fallback = error.response
      ? `Request failed with status ${status}`
      : error.message || 'Network error';
    return fromBody(status, error.response?.data, fallback, error);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ status: 0, message, cause: error });
}

/** An answer outside 2xx, read as axios's failed calls are (`toApiError`). */
export function apiErrorFromAnswer(status: number, body: unknown): ApiError {
  return fromBody(status, body, `Request failed with status ${status}`, undefined);
}
