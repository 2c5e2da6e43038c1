import type { EntryBooking } from '@generated/booking/model';
import { describe, expect, it } from 'vitest';
import { validEntries } from './valid-entries';

const NOW = Date.parse('2026-01-12T10:00:00.000Z');

function booking(id: number, end: string, statuses: EntryBooking['entries'][number]['status'][]) {
  return {
    id,
    entryProduct: { id: 901, name: 'Spaentré dag' },
    businessUnit: { id: 1, name: 'Haga' },
    duration: { start: '2026-01-12T07:00:00.000Z', end },
    entries: statuses.map((status, index) => ({
      id: id * 10 + index,
      status,
      qrCode: `GBS-${id}-${index + 1}`,
    })),
  } satisfies EntryBooking;
}

describe('the entry tickets the card shows', () => {
  it('are the entries not yet used', () => {
    const shown = validEntries(
      [booking(1, '2026-01-12T20:00:00.000Z', ['NOT_USED', 'ENTERED', 'CONSUMED'])],
      NOW,
    );
    expect(shown.map((entry) => [entry.code, entry.position, entry.of])).toEqual([
      ['GBS-1-1', 1, 3],
    ]);
  });

  it('leave out a booking whose validity has ended', () => {
    expect(validEntries([booking(2, '2026-01-12T09:59:00.000Z', ['NOT_USED'])], NOW)).toEqual([]);
  });

  it('put the soonest valid first and keep a booking without a period', () => {
    const later = {
      ...booking(3, '2026-01-14T20:00:00.000Z', ['NOT_USED']),
      duration: { start: '2026-01-14T07:00:00.000Z', end: '2026-01-14T20:00:00.000Z' },
    };
    const { duration: _none, ...open } = booking(4, '2026-01-12T20:00:00.000Z', ['NOT_USED']);
    const shown = validEntries(
      [later, booking(5, '2026-01-12T20:00:00.000Z', ['NOT_USED']), open],
      NOW,
    );
    expect(shown.map((entry) => entry.code)).toContain('GBS-4-1');
    expect(shown[0]?.code).toBe('GBS-5-1');
    expect(shown.find((entry) => entry.code === 'GBS-4-1')?.validUntil).toBeNull();
  });
});
