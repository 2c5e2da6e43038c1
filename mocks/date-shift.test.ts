// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shiftDateString, shiftSpecExamples } from './date-shift.ts';
import { daysBetween, fromStockholm, toStockholm } from './stockholm-time.ts';

describe('shiftDateString', () => {
  it('shifts date-only days by calendar days', () => {
    expect(shiftDateString('2026-01-12', 3)).toBe('2026-01-15');
    expect(shiftDateString('2026-02-27', 2)).toBe('2026-03-01');
    expect(shiftDateString('2026-01-12', -12)).toBe('2025-12-31');
  });

  it('keeps the Stockholm wall clock across the spring DST change (09:00 stays 09:00)', () => {
    // 09:00 CET = 08:00Z in January; 09:00 CEST = 07:00Z in April.
    const days = daysBetween('2026-01-12', '2026-04-06');
    expect(shiftDateString('2026-01-12T08:00:00.000Z', days)).toBe('2026-04-06T07:00:00.000Z');
    expect(toStockholm(new Date(shiftDateString('2026-01-12T08:00:00.000Z', days)))).toMatchObject({
      hour: 9,
      minute: 0,
    });
  });

  it('keeps the wall clock across the autumn change and right at the boundary day', () => {
    // 2026-10-25 is the last Sunday of October: 18:30 CEST (16:30Z) the day before → 18:30 CET (17:30Z).
    expect(shiftDateString('2026-10-24T16:30:00.000Z', 1)).toBe('2026-10-25T17:30:00.000Z');
    // 2026-03-29 is the spring change: 10:15 CET (09:15Z) the day before → 10:15 CEST (08:15Z).
    expect(shiftDateString('2026-03-28T09:15:00.000Z', 1)).toBe('2026-03-29T08:15:00.000Z');
  });

  it('keeps the format: with or without milliseconds', () => {
    expect(shiftDateString('2026-01-12T10:27:42.123Z', 1)).toBe('2026-01-13T10:27:42.123Z');
    expect(shiftDateString('2026-01-12T10:27:42Z', 1)).toBe('2026-01-13T10:27:42Z');
  });

  it('shifts WordPress local date-times (no zone) by calendar days, keeping the time', () => {
    expect(shiftDateString('2026-03-28T09:14:27', 1)).toBe('2026-03-29T09:14:27');
  });

  it('treats WordPress *_gmt date-times as UTC so they stay in step with the local field', () => {
    // Local 09:14:27 CET = 08:14:27 GMT; a day after the spring change local 09:14:27 CEST = 07:14:27 GMT.
    expect(shiftDateString('2026-03-28T08:14:27', 1, true)).toBe('2026-03-29T07:14:27');
  });

  it('leaves non-date strings and partial matches untouched', () => {
    for (const s of [
      'Vattengympa',
      '2026-01-12 kl. 10',
      'from 2026-01-12',
      '2026-13-45',
      '2026-02-30',
      '2026-01-12T10:00:00+01:00',
      '2026-01-12T10:00',
      '20260112',
      '',
    ]) {
      expect(shiftDateString(s, 5)).toBe(s);
    }
  });
});

describe('fromStockholm', () => {
  it('converts wall clock to UTC in winter and summer', () => {
    expect(fromStockholm('2026-01-12', 9, 0).toISOString()).toBe('2026-01-12T08:00:00.000Z');
    expect(fromStockholm('2026-07-01', 9, 0).toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });
});

describe('shiftSpecExamples', () => {
  const spec = {
    info: { 'x-mock-anchor-date': '2026-01-12', description: 'Anchored on 2026-01-12' },
    paths: {
      '/x': {
        get: {
          parameters: [
            {
              name: 'day',
              in: 'query',
              schema: { type: 'string', default: '2026-01-12' },
              example: '2026-01-12',
            },
          ],
          responses: {
            '200': {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      example: { type: 'string', example: '2026-01-12T08:00:00.000Z' },
                      day: { type: 'string', examples: ['2026-01-12'] },
                    },
                  },
                  examples: {
                    one: {
                      summary: 'On 2026-01-12',
                      value: { start: '2026-01-12T08:00:00.000Z', n: 1, name: 'Aquafit' },
                    },
                    ref: { $ref: '#/components/examples/Day' },
                  },
                },
              },
            },
          },
        },
      },
    },
    components: { examples: { Day: { value: { days: ['2026-01-12', '2026-01-13'] } } } },
  };
  const out = shiftSpecExamples(spec, 2) as typeof spec;
  const media = out.paths['/x'].get.responses['200'].content['application/json'];

  it('shifts examples.*.value, example and components.examples', () => {
    expect(media.examples.one.value).toEqual({
      start: '2026-01-14T08:00:00.000Z',
      n: 1,
      name: 'Aquafit',
    });
    expect(out.paths['/x'].get.parameters[0]!.example).toBe('2026-01-14');
    expect(out.components.examples.Day.value.days).toEqual(['2026-01-14', '2026-01-15']);
    expect(media.schema.properties.example.example).toBe('2026-01-14T08:00:00.000Z');
    expect(media.schema.properties.day.examples).toEqual(['2026-01-14']);
  });

  it('leaves everything outside examples alone (anchor, defaults, summaries, $refs)', () => {
    expect(out.info['x-mock-anchor-date']).toBe('2026-01-12');
    expect(out.paths['/x'].get.parameters[0]!.schema.default).toBe('2026-01-12');
    expect(media.examples.one.summary).toBe('On 2026-01-12');
    expect(media.examples.ref).toEqual({ $ref: '#/components/examples/Day' });
    expect(spec.components.examples.Day.value.days[0]).toBe('2026-01-12'); // input not mutated
  });
});
