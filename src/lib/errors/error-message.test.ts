import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, type FieldErrorBody } from '../api/api-error';
import { i18next } from '../i18n';
import en from '../../locales/en/errors.json';
import sv from '../../locales/sv/errors.json';
import {
  errorLines,
  errorText,
  fieldErrorLines,
  fieldErrorText,
  knownPaymentErrorCode,
  paymentErrorText,
} from './error-message';

const t = i18next.t;

function brpError(
  errorCode: string | undefined,
  extra: Record<string, unknown> = {},
  init: { status?: number; message?: string; fieldErrors?: FieldErrorBody[] } = {},
): ApiError {
  return new ApiError({
    status: init.status ?? 403,
    message: init.message ?? `Request failed with status ${init.status ?? 403}`,
    errorCode,
    extra,
    fieldErrors: init.fieldErrors ?? [],
  });
}

async function inEnglish<T>(run: () => T): Promise<T> {
  await i18next.changeLanguage('en');
  try {
    return run();
  } finally {
    await i18next.changeLanguage('sv');
  }
}

afterEach(async () => {
  await i18next.changeLanguage('sv');
});

describe('errorText for BRP error codes', () => {
  it('gives the Swedish catalogue text of a known code', () => {
    expect(errorText(t, brpError('ALREADY_BOOKED'))).toBe('Du är redan bokad på det här passet.');
    expect(errorText(t, brpError('ORDER_NOT_PRELIMINARY'))).toMatch(/beställning/i);
  });

  it('fills minutesBefore as it is, not as a date', () => {
    const text = errorText(
      t,
      brpError('TOO_LATE_TO_CANCEL', { minutesBefore: 120, isFixedTimepoint: false }),
    );
    expect(text).toContain('120');
    expect(text).not.toContain('{{');
    expect(errorText(t, brpError('TOO_LATE_TO_BOOK', { minutesBefore: 15 }))).toContain(
      '15 minuter',
    );
  });

  it('turns timestamps into the Swedish date in Stockholm time', () => {
    // 23:00 UTC on 14 January is already 15 January in Stockholm.
    const text = errorText(
      t,
      brpError('TOO_EARLY_TO_BOOK', { earliestTimepoint: '2026-01-14T23:00:00.000Z' }),
    );
    expect(text).toContain('2026-01-15');
    expect(text).not.toContain('2026-01-14');
  });

  it('fills both coupon dates', () => {
    const text = errorText(
      t,
      brpError('COUPON_INVALID_TIME', {
        startDate: '2026-02-01',
        endDate: '2026-02-28T22:59:59.000Z',
      }),
    );
    expect(text).toContain('2026-02-01');
    expect(text).toContain('2026-02-28');
    expect(text).not.toContain('{{');
  });

  it('uses the text without placeholders when the body lacks the arguments', () => {
    expect(errorText(t, brpError('TOO_LATE_TO_CANCEL'))).toBe('Det är för sent att avboka.');
    expect(errorText(t, brpError('COUPON_INVALID_TIME', { startDate: '2026-02-01' }))).toBe(
      'Rabattkoden gäller inte just nu.',
    );
  });

  it('picks the variant that the arguments fill', () => {
    expect(
      errorText(
        t,
        brpError('TOO_MANY_CONCURRENT_BOOKINGS', { perDay: null, perWeek: 3, total: null }),
      ),
    ).toContain('3 per vecka');
    expect(errorText(t, brpError('TOO_MANY_CONCURRENT_BOOKINGS'))).not.toContain('{{');
    expect(errorText(t, brpError('USER_ACCOUNT_IS_LOCKED', { totalAttempts: 5 }))).toContain(
      '5 misslyckade',
    );
    expect(errorText(t, brpError('USER_ACCOUNT_IS_LOCKED'))).not.toContain('{{');
    expect(
      errorText(t, brpError('USER_CREDENTIALS_HAVE_EXPIRED', { passwordLifetimeDays: 90 })),
    ).toContain('90 dagar');
  });

  it('tells the login failure, with the attempts when the body has them', () => {
    const plain = brpError('USER_CREDENTIALS_ARE_INVALID', {}, { status: 401 });
    expect(errorText(t, plain)).toBe('Felaktigt användarnamn eller lösenord.');
    const counted = brpError(
      'USER_CREDENTIALS_ARE_INVALID',
      { wrongLoginAttempts: 2 },
      { status: 401 },
    );
    expect(errorText(t, counted)).toContain('2');
    const remaining = brpError('USER_CREDENTIALS_ARE_INVALID', {
      wrongLoginAttempts: 2,
      totalAttempts: 5,
    });
    expect(errorText(t, remaining)).toContain('kvar innan kontot låses: 3');
  });

  it('joins lists and translates time units', () => {
    const list = brpError('FIELD_NOT_ANY_OF', { list: ['MALE', 'FEMALE', 'OTHER'] });
    expect(errorText(t, list)).toBe('Välj ett av följande: MALE, FEMALE, OTHER.');
    const range = brpError('TIMERANGE_MUST_BE_SHORTER_THAN', { numUnits: 3, timeUnit: 'MONTHS' });
    expect(errorText(t, range)).toBe('Tidsintervallet måste vara kortare än 3 månader.');
    const one = brpError('DATERANGE_MUST_BE_LONGER_THAN', { numUnits: 1, timeUnit: 'WEEK' });
    expect(errorText(t, one)).toBe('Perioden måste vara längre än 1 vecka.');
  });

  it('follows the language', async () => {
    const text = await inEnglish(() =>
      errorText(t, brpError('TOO_LATE_TO_CANCEL', { minutesBefore: 120 })),
    );
    expect(text).toBe(
      'It is too late to cancel. Bookings must be cancelled at least 120 minutes before the start.',
    );
  });
});

describe('errorText fallbacks', () => {
  it("gives 'Okänt fel' in Swedish and 'Unknown error' in English for an unknown code", async () => {
    const error = brpError('SOMETHING_NEW_FROM_BRP');
    expect(errorText(t, error)).toBe('Okänt fel');
    expect(await inEnglish(() => errorText(t, error))).toBe('Unknown error');
    expect(i18next.language).toBe('sv');
  });

  it('shows the server message for an unknown code when it is a readable message', () => {
    const error = brpError(
      'SOMETHING_NEW_FROM_BRP',
      {},
      { message: 'Anläggningen är stängd idag.' },
    );
    expect(errorText(t, error)).toBe('Anläggningen är stängd idag.');
    expect(
      errorText(t, brpError(undefined, {}, { status: 400, message: 'rest_invalid_param' })),
    ).toBe('Okänt fel');
  });

  it('asks to try again after a server error the catalogue has no code for, in both languages', async () => {
    const error = brpError(undefined, {}, { status: 500, message: 'Internal Server Error' });
    expect(errorText(t, error)).toBe('Något gick fel. Försök igen om en stund.');
    expect(await inEnglish(() => errorText(t, error))).toBe(
      'Something went wrong. Please try again in a moment.',
    );
    expect(errorText(t, brpError('INTERNAL_SERVER_ERROR', {}, { status: 500 }))).toBe(
      'Något gick fel. Försök igen om en stund.',
    );
    // An unknown code of a refusal (4xx) is still the unknown-error text.
    expect(errorText(t, brpError('SOMETHING_NEW_FROM_BRP', {}, { status: 403 }))).toBe('Okänt fel');
  });

  it('uses the fallback key when given', () => {
    expect(errorText(t, brpError('SOMETHING_NEW'), { fallbackKey: 'errors:anErrorOccurred' })).toBe(
      'Något gick fel. Försök igen om en stund.',
    );
    expect(errorText(t, new Error('boom'), { fallbackKey: 'errors:errorLoadingDetails' })).toBe(
      'Det gick inte att ladda detaljerna',
    );
  });

  it("gives 'Felaktigt användarnamn eller lösenord' for a 401 without code or message", async () => {
    const error = brpError(undefined, {}, { status: 401 });
    expect(errorText(t, error)).toBe('Felaktigt användarnamn eller lösenord');
    expect(await inEnglish(() => errorText(t, error))).toBe('Incorrect username or password');
    const withMessage = brpError(
      undefined,
      {},
      { status: 401, message: 'Ditt konto är inaktiverat.' },
    );
    expect(errorText(t, withMessage)).toBe('Ditt konto är inaktiverat.');
  });

  it('tells a network error and an unreachable booking system', () => {
    expect(errorText(t, new ApiError({ status: 0, message: 'Network Error' }))).toBe(
      String(t('errors:networkError')),
    );
    const axiosError = new AxiosError('Network Error', 'ERR_NETWORK');
    expect(errorText(t, axiosError)).toMatch(/inget svar från servern/);
    expect(errorText(t, brpError(undefined, {}, { status: 503 }))).toBe(
      String(t('errors:apiUnavailable')),
    );
  });

  it('reads an axios error with a BRP body', () => {
    const headers = new AxiosHeaders();
    const config = { headers };
    const axiosError = new AxiosError(
      'Request failed with status code 403',
      'ERR_BAD_REQUEST',
      config,
      undefined,
      {
        status: 403,
        statusText: 'Forbidden',
        headers: {},
        config,
        data: { errorCode: 'TOO_LATE_TO_CANCEL', minutesBefore: 60 },
      },
    );
    expect(errorText(t, axiosError)).toContain('60 minuter');
  });

  it('gives unknownError for anything that is not an API error', () => {
    expect(errorText(t, new Error('Cannot read properties of undefined'))).toBe('Okänt fel');
    expect(errorText(t, undefined)).toBe('Okänt fel');
    expect(errorText(t, 'oops')).toBe('Okänt fel');
  });
});

describe('errorText for a 429 (the server’s own limits)', () => {
  const refused = (errorCode: string | undefined, retryAfterSeconds?: unknown) =>
    new ApiError({
      status: 429,
      message: 'Too many attempts. Try again later.',
      errorCode,
      extra: retryAfterSeconds === undefined ? {} : { retryAfterSeconds },
    });

  it('tells how many minutes to wait, rounded up, in both languages and both numbers', async () => {
    expect(errorText(t, refused('TOO_MANY_ATTEMPTS', 900))).toBe(
      'För många försök. Försök igen om 15 minuter.',
    );
    expect(errorText(t, refused('TOO_MANY_ATTEMPTS', 61))).toBe(
      'För många försök. Försök igen om 2 minuter.',
    );
    expect(errorText(t, refused('TOO_MANY_ATTEMPTS', 42))).toBe(
      'För många försök. Försök igen om 1 minut.',
    );
    await inEnglish(() => {
      expect(errorText(t, refused('TOO_MANY_ATTEMPTS', 900))).toBe(
        'Too many attempts. Try again in 15 minutes.',
      );
      expect(errorText(t, refused('TOO_MANY_ATTEMPTS', 60))).toBe(
        'Too many attempts. Try again in 1 minute.',
      );
    });
  });

  it('says the same of too many calls, and "in a moment" when the wait is not told', async () => {
    expect(errorText(t, refused('TOO_MANY_REQUESTS', 30))).toBe(
      'För många förfrågningar på kort tid. Försök igen om 1 minut.',
    );
    // A 429 from elsewhere (a proxy in front of the site) has no code of ours.
    expect(errorText(t, refused(undefined))).toBe(
      'För många förfrågningar på kort tid. Försök igen om en stund.',
    );
    expect(errorText(t, refused('TOO_MANY_ATTEMPTS', 'soon'))).toBe(
      'För många försök. Försök igen om en stund.',
    );
    await inEnglish(() =>
      expect(errorText(t, refused('TOO_MANY_REQUESTS', 3600))).toBe(
        'Too many requests in a short time. Try again in 60 minutes.',
      ),
    );
  });
});

describe('fieldErrorText on one field', () => {
  it('says a wrong current password is wrong, not that it breaks the rules', async () => {
    expect(fieldErrorText(t, { field: 'oldPassword', errorCode: 'PASSWORD_INVALID' })).toBe(
      'Det nuvarande lösenordet stämmer inte.',
    );
    expect(fieldErrorText(t, { field: 'password', errorCode: 'PASSWORD_INVALID' })).toBe(
      'Lösenordet uppfyller inte kraven.',
    );
    expect(
      await inEnglish(() =>
        fieldErrorText(t, { field: 'oldPassword', errorCode: 'PASSWORD_INVALID' }),
      ),
    ).toBe('The current password is not correct.');
  });
});

describe('fieldErrorLines', () => {
  const invalid = brpError(
    'INVALID_INPUT',
    {},
    {
      status: 400,
      fieldErrors: [
        { field: 'firstName', errorCode: 'FIELD_MANDATORY' },
        {
          field: 'shippingAddress.postalCode',
          errorCode: 'STRING_TOO_LONG',
          mixValue: 1,
          maxValue: 10,
        },
        { field: 'participants.0.birthDate', errorCode: 'DATE_AGE_TOO_YOUNG', minAge: 15 },
        { field: 'ssn', errorCode: 'SSN_INVALID_SE' },
        { field: 'personalDetails.receiverTarget', errorCode: 'SOME_NEW_CODE' },
      ],
    },
  );

  it('gives one line per field error with the translated label and text', () => {
    expect(fieldErrorLines(t, invalid)).toEqual([
      'Förnamn: Måste fyllas i.',
      'Postnummer: Får vara högst 10 tecken.',
      'Födelsedatum: Du måste vara minst 15 år.',
      'Personnummer: Ange ett giltigt svenskt personnummer (ÅÅMMDD-XXXX).',
      'personalDetails.receiverTarget: SOME_NEW_CODE',
    ]);
  });

  it('follows the language', async () => {
    const lines = await inEnglish(() => fieldErrorLines(t, invalid));
    expect(lines[0]).toBe('First name: Required.');
    expect(lines[1]).toBe('Postal code: Must be at most 10 characters.');
  });

  it('puts the code text first in errorLines, and gives nothing for errors without field errors', () => {
    const lines = errorLines(t, invalid);
    expect(lines[0]).toBe(String(t('errors:codes.INVALID_INPUT')));
    expect(lines).toHaveLength(6);
    expect(fieldErrorLines(t, brpError('ALREADY_BOOKED'))).toEqual([]);
    expect(fieldErrorLines(t, new Error('x'))).toEqual([]);
  });
});

describe('no names of other account holders (decision 008)', () => {
  const holder = { fullName: 'Bertil Svensson', firstName: 'Bertil', lastName: 'Svensson' };
  const codes = [
    'EMAIL_ALREADY_EXISTS_NAME',
    'SSN_ALREADY_EXISTS_NAME',
    'CARDNUMBER_ALREADY_EXISTS',
  ];

  it('never puts the name from a field error into its line or its text, in either language', async () => {
    for (const errorCode of codes) {
      const fieldErrors = [{ field: 'email', errorCode, ...holder }];
      const error = brpError('INVALID_INPUT', {}, { status: 422, fieldErrors });
      for (const text of [...fieldErrorLines(t, error), fieldErrorText(t, fieldErrors[0]!)]) {
        expect(text, errorCode).not.toMatch(/Bertil|Svensson|\{\{/);
      }
      const english = await inEnglish(() => fieldErrorLines(t, error).join(' '));
      expect(english, errorCode).not.toMatch(/Bertil|Svensson|\{\{/);
    }
    expect(fieldErrorText(t, { field: 'email', errorCode: codes[0]!, ...holder })).toBe(
      'E-postadressen används redan av ett annat konto.',
    );
  });

  it('never puts the name from the body into the error text', () => {
    for (const errorCode of codes) {
      expect(errorText(t, brpError(errorCode, holder, { status: 422 })), errorCode).not.toMatch(
        /Bertil|Svensson|\{\{/,
      );
    }
  });
});

describe('fieldErrorText', () => {
  it('fills the placeholders from the entry’s own arguments', () => {
    expect(fieldErrorText(t, { field: 'street', errorCode: 'STRING_TOO_LONG', maxValue: 40 })).toBe(
      'Får vara högst 40 tecken.',
    );
    expect(fieldErrorText(t, { field: 'street', errorCode: 'STRING_TOO_LONG' })).not.toContain(
      '{{',
    );
    expect(fieldErrorText(t, { field: 'x', errorCode: 'SOMETHING_NEW' })).toBe('SOMETHING_NEW');
  });
});

describe('knownPaymentErrorCode', () => {
  it('names a code the catalogue knows, however the URL writes it', () => {
    expect(knownPaymentErrorCode(t, '201')).toBe('201');
    expect(knownPaymentErrorCode(t, ' 0201 ')).toBe('201');
    expect(knownPaymentErrorCode(t, 'PAYMENT_ERROR_CODE_101')).toBe('101');
  });

  it('names nothing else: the URL is anybody to write', () => {
    expect(knownPaymentErrorCode(t, 'Ditt kort är spärrat, ring 08-123 45 67')).toBeNull();
    expect(knownPaymentErrorCode(t, '999')).toBeNull();
    expect(knownPaymentErrorCode(t, '')).toBeNull();
  });
});

describe('paymentErrorText', () => {
  it('maps 205 to the cancelled payment', async () => {
    expect(paymentErrorText(t, 205)).toBe('Betalningen avbröts');
    expect(paymentErrorText(t, '205')).toBe('Betalningen avbröts');
    expect(paymentErrorText(t, 'PAYMENT_ERROR_CODE_205')).toBe('Betalningen avbröts');
    expect(await inEnglish(() => paymentErrorText(t, 205))).toBe('The payment was cancelled');
  });

  it('has a text for every code of spec §8 and a fallback for others', () => {
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const codes = [
      ...range(9, 15),
      ...range(100, 111),
      ...range(200, 208),
      ...range(300, 305),
      400,
      ...range(500, 506),
      902,
    ];
    const unknown = String(t('errors:payment.unknown'));
    for (const code of codes) {
      expect(i18next.exists(`errors:payment.PAYMENT_ERROR_CODE_${code}`), String(code)).toBe(true);
      expect(paymentErrorText(t, code)).not.toBe(unknown);
    }
    expect(paymentErrorText(t, 999)).toBe(unknown);
    expect(paymentErrorText(t, 'nonsense')).toBe(unknown);
  });
});

describe('the errors catalogue', () => {
  type Tree = { [key: string]: string | Tree };

  function leaves(tree: Tree, prefix = ''): Map<string, string> {
    const found = new Map<string, string>();
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') found.set(path, value);
      else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
    }
    return found;
  }

  const placeholders = (text: string) =>
    [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();
  const svLeaves = leaves(sv as Tree);
  const enLeaves = leaves(en as Tree);

  it('has the same keys in Swedish and English', () => {
    expect([...svLeaves.keys()].filter((key) => !enLeaves.has(key))).toEqual([]);
    expect([...enLeaves.keys()].filter((key) => !svLeaves.has(key))).toEqual([]);
  });

  it('uses every Swedish placeholder in the English text too, and no empty texts', () => {
    for (const [key, text] of svLeaves) {
      expect(text.trim(), key).not.toBe('');
      expect(enLeaves.get(key)?.trim(), key).not.toBe('');
      const english = new Set(placeholders(enLeaves.get(key) ?? ''));
      for (const name of placeholders(text))
        expect(english.has(name), `${key}: {{${name}}}`).toBe(true);
    }
  });

  it('has a text without placeholders for every code whose text has placeholders', () => {
    for (const group of ['codes', 'fieldCodes'] as const) {
      const entries = sv[group] as Record<string, string>;
      for (const [code, text] of Object.entries(entries)) {
        if (/_[a-z][A-Za-z0-9]*$/.test(code) || placeholders(text).length === 0) continue;
        const plain = Object.entries(entries).some(
          ([key, other]) =>
            (key === code || new RegExp(`^${code}_[a-z][A-Za-z0-9]*$`).test(key)) &&
            placeholders(other).length === 0,
        );
        expect(plain, `${group}.${code}`).toBe(true);
      }
    }
  });

  it('has no text that names a person (decision 008)', () => {
    for (const [key, text] of [...svLeaves, ...enLeaves]) {
      if (!/^(codes|fieldCodes)\./.test(key)) continue;
      expect(placeholders(text), key).not.toContainEqual(
        expect.stringMatching(/^(fullName|firstName|lastName|customerName|name)$/),
      );
    }
  });

  it('has the general texts the spec names', () => {
    expect(sv.invalidCredentials).toBe('Felaktigt användarnamn eller lösenord');
    expect(sv.unknownError).toBe('Okänt fel');
    expect(en.unknownError).toBe('Unknown error');
    expect(en.errorLoadingDetails).toBe('Error loading details');
    for (const key of [
      'anErrorOccurred',
      'loading',
      'cannotFindPage',
      'sessionExpired',
      'networkError',
      'apiUnavailable',
    ]) {
      expect(i18next.exists(`errors:${key}`), key).toBe(true);
    }
  });

  it('labels the required fields of spec §5', () => {
    const names = [
      'firstName',
      'lastName',
      'fullName',
      'email',
      'phone',
      'address',
      'city',
      'postalCode',
      'gender',
      'birthDate',
      'ssn',
      'terms',
      'guardianConsent',
      'password',
      'confirmPassword',
      'username',
      'couponCode',
      'valueCardNumber',
      'clearingNumber',
      'accountNumber',
    ];
    for (const name of names) {
      expect(i18next.exists(`errors:fields.${name}`), name).toBe(true);
      expect(i18next.exists(`errors:required.${name}`), name).toBe(true);
    }
    expect(t('errors:fields.firstName')).toBe('Förnamn');
  });
});
