// From a failed call to the text to show (spec §8). The texts live in the `errors` namespace
// (src/locales/{sv,en}/errors.json): `codes.<BRP errorCode>`, `fieldCodes.<field errorCode>`,
// `fields.<field name>` labels, `payment.PAYMENT_ERROR_CODE_<n>`, plus general texts.
//
// A code may have variants, keys `<CODE>_<lowerCamel>` (TOO_LATE_TO_CANCEL_plain,
// TOO_MANY_CONCURRENT_BOOKINGS_perDay…). Of the code and its variants, the text whose placeholders
// can all be filled from the error body and that uses the most of them wins (ties: the plain code
// key, then the JSON order), so a body without its arguments still reads well.
//
// Only `t` is needed: what exists is read from the catalogue itself (t with returnObjects), so any
// i18next-bound t works, in tests too. Pass a t without a keyPrefix.
import { isAxiosError } from 'axios';
import type { TFunction } from 'i18next';
import { ApiError, toApiError, type FieldErrorBody } from '../api/api-error';
import { formatDate } from '../format';

type Translate = (key: string, options?: Record<string, unknown>) => unknown;
type Catalogue = Record<string, unknown>;

export interface ErrorTextOptions {
  /** Key shown instead of errors:unknownError when nothing better is known, e.g. 'errors:anErrorOccurred'. */
  fallbackKey?: string;
}

const NAMESPACE = 'errors';
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g;
const VARIANT_SUFFIX = /^[a-z][A-Za-z0-9]*$/;
/** Arguments shown as they come, never read as dates. */
const LITERAL_ARGUMENTS = new Set(['minutesBefore']);
/**
 * Arguments that name a person (BRP sends the account holder's name with *_ALREADY_EXISTS*): never
 * shown, whatever a text asks for (decision 008), so no catalogue text can disclose them.
 */
const PERSONAL_ARGUMENTS = new Set(['fullName', 'firstName', 'lastName', 'customerName']);
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);
/** Messages that say nothing to a visitor: axios/HTTP fallbacks, bare codes, markup, stack traces. */
const TECHNICAL_MESSAGES = [
  /^request failed with status( code)? \d+$/i,
  /^network error$/i,
  /^timeout of \d+ms exceeded$/i,
  /^\S+$/, // a single token: a code such as NO_ACCESS or rest_invalid_param
  /^(bad request|unauthorized|forbidden|not found|internal server error|bad gateway|service unavailable|gateway timeout)\.?$/i,
  /^\s*</,
  /exception\b/i,
  /\bat [\w.$]+\(/,
];

function asTranslate(t: TFunction): Translate {
  return t as unknown as Translate;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One group of the catalogue in the current language, with its placeholders untouched. */
function catalogue(translate: Translate, group: string): Catalogue {
  const value = translate(`${NAMESPACE}:${group}`, {
    returnObjects: true,
    skipInterpolation: true,
  });
  return isRecord(value) ? value : {};
}

function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

function asApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) return toApiError(error);
  return undefined;
}

function unitText(translate: Translate, unit: string, count: unknown): string {
  const normalised = unit.trim().toUpperCase().replace(/S$/, '');
  const forms = catalogue(translate, 'timeUnits')[normalised];
  if (!isRecord(forms)) return unit.toLowerCase();
  const form = Number(count) === 1 ? 'one' : 'other';
  return typeof forms[form] === 'string'
    ? String(translate(`${NAMESPACE}:timeUnits.${normalised}.${form}`))
    : unit;
}

function scalarText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : formatDate(value);
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return ISO_TIMESTAMP.test(trimmed) ? formatDate(trimmed) : trimmed;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  if (isRecord(value)) {
    for (const key of ['name', 'label', 'value']) {
      if (typeof value[key] === 'string' || typeof value[key] === 'number')
        return scalarText(value[key]);
    }
  }
  return undefined;
}

/**
 * The body's arguments as texts for the placeholders: timestamps become Swedish dates in Stockholm
 * time (minutesBefore stays as it is), lists are joined with ', ', time units are translated.
 */
function placeholderValues(
  translate: Translate,
  args: Record<string, unknown>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(args)) {
    if (PERSONAL_ARGUMENTS.has(name)) continue;
    let text: string | undefined;
    if (LITERAL_ARGUMENTS.has(name)) {
      text = value === null || value === undefined || value === '' ? undefined : String(value);
    } else if (name === 'timeUnit') {
      const unit = isRecord(value) ? value.unit : value;
      text =
        typeof unit === 'string' && unit !== ''
          ? unitText(translate, unit, args.numUnits)
          : undefined;
    } else if (Array.isArray(value)) {
      const items = value.map(scalarText).filter((item): item is string => item !== undefined);
      text = items.length > 0 ? items.join(', ') : undefined;
    } else {
      text = scalarText(value);
    }
    if (text !== undefined) values[name] = text;
  }
  // Remaining login attempts, when the body tells both the limit and the failures so far.
  const { totalAttempts, wrongLoginAttempts } = args;
  if (
    values.remainingAttempts === undefined &&
    typeof totalAttempts === 'number' &&
    typeof wrongLoginAttempts === 'number' &&
    totalAttempts >= wrongLoginAttempts
  ) {
    values.remainingAttempts = String(totalAttempts - wrongLoginAttempts);
  }
  return values;
}

/** The text for `code` from the first group that has it, with the best-fitting variant, or undefined. */
function catalogueText(
  translate: Translate,
  groups: readonly string[],
  code: string,
  values: Record<string, string>,
): string | undefined {
  for (const group of groups) {
    const entries = catalogue(translate, group);
    if (typeof entries[code] !== 'string') continue;
    const prefix = `${code}_`;
    const candidates = Object.entries(entries)
      .filter(
        ([key, text]) =>
          typeof text === 'string' &&
          (key === code ||
            (key.startsWith(prefix) && VARIANT_SUFFIX.test(key.slice(prefix.length)))),
      )
      .map(([key, text]) => ({ key, names: placeholdersOf(String(text)) }))
      .sort((a, b) => Number(b.key === code) - Number(a.key === code));
    const fitting = candidates.filter((candidate) =>
      candidate.names.every((name) => Object.hasOwn(values, name)),
    );
    const chosen =
      fitting.reduce<(typeof fitting)[number] | undefined>(
        (best, candidate) =>
          best === undefined || candidate.names.length > best.names.length ? candidate : best,
        undefined,
      ) ?? candidates[0];
    if (!chosen) continue;
    const used = Object.fromEntries(
      chosen.names
        .filter((name) => Object.hasOwn(values, name))
        .map((name) => [name, values[name]]),
    );
    return String(translate(`${NAMESPACE}:${group}.${chosen.key}`, used));
  }
  return undefined;
}

/**
 * A 429, from the site's own limits (server/rate-limits.ts): TOO_MANY_ATTEMPTS for logins and
 * password resets, otherwise too many calls. The wait comes in whole minutes, rounded up, from
 * the body's retryAfterSeconds; without it, "in a moment".
 */
function rateLimitedText(translate: Translate, apiError: ApiError): string | undefined {
  if (apiError.status !== 429) return undefined;
  const kind = apiError.errorCode === 'TOO_MANY_ATTEMPTS' ? 'attempts' : 'requests';
  const seconds = apiError.extra.retryAfterSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0)
    return String(translate(`${NAMESPACE}:rateLimited.${kind}Later`));
  const minutes = Math.ceil(seconds / 60);
  return String(translate(`${NAMESPACE}:rateLimited.${kind}`, { count: minutes, minutes }));
}

function isHumanMessage(message: string, errorCode: string | undefined): boolean {
  const trimmed = message.trim();
  if (trimmed === '' || trimmed.length > 300 || trimmed === errorCode) return false;
  if (!/\p{L}/u.test(trimmed)) return false;
  return !TECHNICAL_MESSAGES.some((pattern) => pattern.test(trimmed));
}

/**
 * The text to show for a failed call: for a 429, how long to wait; the catalogue text of its
 * errorCode with the placeholders filled from the body; else the booking-system-unavailable text for 502–504; else the server's
 * message when it is one a person can read; else 'Felaktigt användarnamn eller lösenord' for a
 * 401, the network text when no answer came, 'Något gick fel…' for a server error whose code the
 * catalogue does not know, and otherwise unknownError (or fallbackKey).
 */
export function errorText(t: TFunction, error: unknown, options: ErrorTextOptions = {}): string {
  const translate = asTranslate(t);
  const fallback = () => String(translate(options.fallbackKey ?? `${NAMESPACE}:unknownError`));
  const apiError = asApiError(error);
  if (!apiError) return fallback();
  if (apiError.isNetworkError) return String(translate(`${NAMESPACE}:networkError`));
  const rateLimited = rateLimitedText(translate, apiError);
  if (rateLimited !== undefined) return rateLimited;

  if (apiError.errorCode) {
    const values = placeholderValues(translate, apiError.extra);
    const text = catalogueText(translate, ['codes', 'fieldCodes'], apiError.errorCode, values);
    if (text !== undefined) return text;
  }
  // A gateway error's message is about servers and sockets, not something a customer can use.
  if (UNAVAILABLE_STATUSES.has(apiError.status))
    return String(translate(`${NAMESPACE}:apiUnavailable`));
  if (isHumanMessage(apiError.message, apiError.errorCode)) return apiError.message.trim();
  if (apiError.status === 401) return String(translate(`${NAMESPACE}:invalidCredentials`));
  // A server error is not a booking rule the catalogue lacks (spec §8's unknown code), whatever
  // code it carries (INTERNAL_SERVER_ERROR): it is worth trying again.
  if (apiError.status >= 500 && !options.fallbackKey)
    return String(translate(`${NAMESPACE}:anErrorOccurred`));
  return fallback();
}

/** The label of a field path: 'shippingAddress.postalCode' → fields.postalCode, 'participants.0.birthDate' → fields.birthDate. */
function fieldLabel(translate: Translate, labels: Catalogue, field: string): string {
  if (typeof labels[field] === 'string') return String(translate(`${NAMESPACE}:fields.${field}`));
  const segments = field.split('.').filter((segment) => segment !== '' && !/^\d+$/.test(segment));
  for (const segment of segments.reverse()) {
    if (typeof labels[segment] === 'string')
      return String(translate(`${NAMESPACE}:fields.${segment}`));
  }
  return field;
}

/**
 * The text of one field error, its placeholders filled from the entry's own arguments
 * ({field, errorCode, maxValue…}): the field-code catalogue, else the general one, else the code.
 * What the profile shows under an input and in its toast line.
 */
export function fieldErrorText(t: TFunction, fieldError: FieldErrorBody): string {
  const { field, errorCode, ...args } = fieldError;
  const translate = asTranslate(t);
  const values = placeholderValues(translate, args);
  // A code can mean something else on one field: PASSWORD_INVALID on oldPassword is a current
  // password that does not match, not a new one that breaks the rules.
  const ofField =
    typeof field === 'string' && /^\w+$/.test(field) ? [`fieldCodesOfField.${field}`] : [];
  return (
    catalogueText(translate, [...ofField, 'fieldCodes', 'codes'], errorCode, values) ?? errorCode
  );
}

/**
 * One line per field error, 'label: text' (spec §8 Profile): the translated field label and
 * field-code text where known, else the raw field and code.
 */
export function fieldErrorLines(t: TFunction, error: unknown): string[] {
  const apiError = asApiError(error);
  if (!apiError || apiError.fieldErrors.length === 0) return [];
  const translate = asTranslate(t);
  const labels = catalogue(translate, 'fields');
  return apiError.fieldErrors.map(
    (fieldError) =>
      `${fieldLabel(translate, labels, fieldError.field)}: ${fieldErrorText(t, fieldError)}`,
  );
}

/** errorText followed by the field error lines: what the profile toast shows. */
export function errorLines(t: TFunction, error: unknown, options: ErrorTextOptions = {}): string[] {
  return [errorText(t, error, options), ...fieldErrorLines(t, error)];
}

/**
 * A payment error code from the return URL (205, '205' or 'PAYMENT_ERROR_CODE_205') as the
 * catalogue names it ('205'), or null when the catalogue does not know it: the URL is anybody's
 * to write, so only a known code is ever shown back to the customer.
 */
export function knownPaymentErrorCode(t: TFunction, code: string | number): string | null {
  const raw = String(code)
    .trim()
    .replace(/^PAYMENT_ERROR_CODE_/i, '');
  const normalised = /^\d+$/.test(raw) ? String(Number(raw)) : raw;
  const texts = catalogue(asTranslate(t), 'payment');
  return typeof texts[`PAYMENT_ERROR_CODE_${normalised}`] === 'string' ? normalised : null;
}

/** The text for a payment error code from the return URL; the catalogue's 'unknown' otherwise. */
export function paymentErrorText(t: TFunction, code: string | number): string {
  const known = knownPaymentErrorCode(t, code);
  return String(
    asTranslate(t)(`${NAMESPACE}:payment.${known ? `PAYMENT_ERROR_CODE_${known}` : 'unknown'}`),
  );
}
