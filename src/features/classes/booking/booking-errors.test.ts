// Spec §8: every errorCode the contract documents for a class booking maps to its own text, with
// the placeholders filled, in Swedish and English; an unknown code gives the unknown-error text.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/errors/error-message';
import { i18next } from '@/lib/i18n';

type Example = { value: { errorCode: string } & Record<string, unknown> };

function bookingErrorExamples(): [string, Example['value']][] {
  const spec = parse(readFileSync(resolve(__dirname, '../../../../openapi/booking.yaml'), 'utf8'));
  const examples: Record<string, Example> =
    spec.paths['/customers/{customer}/bookings/groupactivities'].post.responses['403'].content[
      'application/json'
    ].examples;
  return Object.entries(examples).map(([name, example]) => [name, example.value]);
}

function toError({ errorCode, ...extra }: Example['value']): ApiError {
  return new ApiError({ status: 403, message: '', errorCode, extra, fieldErrors: [] });
}

afterAll(async () => {
  await i18next.changeLanguage('sv');
});

describe('class booking errors', () => {
  const examples = bookingErrorExamples();

  it('has the booking codes of spec §8 in the contract', () => {
    expect(examples.length).toBeGreaterThanOrEqual(20);
  });

  it.each(['sv', 'en'])('gives every documented code its own text in %s', async (language) => {
    await i18next.changeLanguage(language);
    const unknown = errorText(i18next.t, toError({ errorCode: 'SOMETHING_NEW_FROM_BRP' }));
    expect(unknown).toBe(language === 'sv' ? 'Okänt fel' : 'Unknown error');
    const texts = new Map<string, string>();
    for (const [name, value] of examples) {
      const text = errorText(i18next.t, toError(value));
      expect(text, name).not.toBe(unknown);
      expect(text, name).not.toContain('{{');
      texts.set(value.errorCode, text);
    }
    // The arguments reach the text.
    expect(texts.get('TOO_LATE_TO_BOOK')).toContain('30');
    expect(texts.get('TOO_MANY_CONCURRENT_BOOKINGS')).toMatch(/2/);
  });
});
