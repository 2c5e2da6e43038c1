import { describe, expect, it } from 'vitest';
import type { ServiceSuggestion } from '@generated/booking/model';
import { requiresLogin, slotOpen, slotsOfDay, weekEnd, weekStrip } from './slots';

const slot = (start: string): ServiceSuggestion => ({
  duration: { start, end: start },
  price: { amount: 69500, currency: 'SEK' },
});

describe('the 7-day strip (spec §9)', () => {
  it('has 7 days and a range of 6 days after its start, across month ends', () => {
    expect(weekStrip('2026-01-29')).toEqual([
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
      '2026-02-03',
      '2026-02-04',
    ]);
    expect(weekEnd('2026-03-26')).toBe('2026-04-01');
  });
});

describe('slotsOfDay', () => {
  it('keeps the slots starting on the Stockholm day, earliest first', () => {
    const slots = [
      slot('2026-01-13T12:00:00.000Z'),
      slot('2026-01-12T23:30:00.000Z'), // 00:30 on the 13th in Stockholm
      slot('2026-01-13T23:00:00.000Z'), // 00:00 on the 14th
      slot('2026-01-13T08:00:00.000Z'),
    ];
    expect(slotsOfDay(slots, '2026-01-13').map((s) => s.duration.start)).toEqual([
      '2026-01-12T23:30:00.000Z',
      '2026-01-13T08:00:00.000Z',
      '2026-01-13T12:00:00.000Z',
    ]);
    expect(slotsOfDay(undefined, '2026-01-13')).toEqual([]);
  });
});

describe('slotOpen (spec §5)', () => {
  it('closes a slot that has started', () => {
    const now = Date.parse('2026-01-13T08:00:00.000Z');
    expect(slotOpen(slot('2026-01-13T08:00:00.000Z'), now)).toBe(false);
    expect(slotOpen(slot('2026-01-13T08:30:00.000Z'), now)).toBe(true);
  });
});

describe('requiresLogin (spec §5)', () => {
  it("asks for login when the name contains 'friskvård', in any case", () => {
    expect(requiresLogin('Friskvårdsmassage 30 min')).toBe(true);
    expect(requiresLogin('Massage (FRISKVÅRD)')).toBe(true);
    expect(requiresLogin('Massage 50 min')).toBe(false);
    expect(requiresLogin(undefined)).toBe(false);
  });
});
