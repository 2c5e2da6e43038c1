import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { i18next } from '@/lib/i18n';
import { certificateErrorText, certificateRequest, defaultPeriod } from './payment-certificate';

describe('defaultPeriod', () => {
  it('is the last 12 months up to today, never a day ahead, counted in Stockholm', () => {
    expect(defaultPeriod('2026-01-12T10:00:00.000Z')).toEqual({
      start: '2025-01-13',
      end: '2026-01-12',
    });
    // 23:30 UTC on 31 December is already New Year's Day in Stockholm.
    expect(defaultPeriod('2025-12-31T23:30:00.000Z')).toEqual({
      start: '2025-01-02',
      end: '2026-01-01',
    });
    // A leap day's year back is the first of March.
    expect(defaultPeriod('2024-02-29T12:00:00.000Z')).toEqual({
      start: '2023-03-01',
      end: '2024-02-29',
    });
  });
});

describe('certificateRequest', () => {
  it('maps to {customer, subscription, period{start, end}} with yyyy-MM-dd days', () => {
    const period = { start: '2026-01-12', end: '2026-01-19' };
    const body = certificateRequest(4711, 30211, period);
    expect(body).toEqual({
      customer: 4711,
      subscription: 30211,
      period: { start: '2026-01-12', end: '2026-01-19' },
    });
    expect(JSON.stringify(body)).toBe(
      '{"customer":4711,"subscription":30211,"period":{"start":"2026-01-12","end":"2026-01-19"}}',
    );
  });
});

describe('certificateErrorText', () => {
  const t = i18next.getFixedT('en');

  it("shows the server's message field", () => {
    const error = new ApiError({
      status: 403,
      message: 'Inga betalningar hittades för den valda perioden.',
      errorCode: 'NO_PAYMENT_FOUND_FOR_THE_GIVEN_PERIOD',
      body: {
        errorCode: 'NO_PAYMENT_FOUND_FOR_THE_GIVEN_PERIOD',
        message: 'Inga betalningar hittades för den valda perioden.',
      },
    });
    expect(certificateErrorText(t, error)).toBe(
      'Inga betalningar hittades för den valda perioden.',
    );
  });

  it('falls back to the error itself when the body has no message', () => {
    const coded = new ApiError({
      status: 403,
      message: 'Request failed with status 403',
      errorCode: 'ADDON_FEATURE',
      body: { errorCode: 'ADDON_FEATURE' },
    });
    expect(certificateErrorText(t, coded)).toBe('This feature is not enabled.');
    const offline = new ApiError({ status: 0, message: 'Network Error' });
    expect(certificateErrorText(t, offline)).toMatch(/no answer from the server/);
  });
});
