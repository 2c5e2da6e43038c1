import { describe, expect, it } from 'vitest';
import { cellDate, cellKey, daysInMonth, shiftMonth } from './calendar-days';

describe('calendar days', () => {
  it('keeps the date shown on a cell, whatever the time zone', () => {
    expect(cellKey(cellDate('2026-03-29'))).toBe('2026-03-29');
    expect(cellKey(cellDate('2026-10-25'))).toBe('2026-10-25');
    expect(cellKey(cellDate('2026-12-31').add(1, 'day'))).toBe('2027-01-01');
  });

  it('moves between months across years', () => {
    expect(shiftMonth('2026-11-01', 1)).toBe('2026-12-01');
    expect(shiftMonth('2026-12-01', 1)).toBe('2027-01-01');
    expect(shiftMonth('2027-01-01', -1)).toBe('2026-12-01');
    expect(shiftMonth('2026-03-01', -15)).toBe('2024-12-01');
  });

  it('knows the length of a month', () => {
    expect(daysInMonth('2026-02-10')).toBe(28);
    expect(daysInMonth('2028-02-01')).toBe(29);
    expect(daysInMonth('2026-12-31')).toBe(31);
  });
});
