import { stockholmOffsetMinutes } from './stockholm-offset';
import { WALL_CLOCK_PARTS } from './time-zone';

// What the time-zone database says (Node's ICU), read as the app read it before the rule.
const zone = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Stockholm',
  ...WALL_CLOCK_PARTS,
});
function databaseOffset(timestamp: number): number {
  const p: Record<string, number> = {};
  for (const part of zone.formatToParts(new Date(timestamp)))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!);
  return Math.round((wall - (timestamp - (((timestamp % 1000) + 1000) % 1000))) / 60_000);
}

const HOUR = 3_600_000;

describe("Stockholm's offset by the EU rule", () => {
  it('agrees with the time-zone database at every hour around each changeover, 1996-2099', () => {
    const disagreements: string[] = [];
    for (let year = 1996; year <= 2099; year += 1) {
      for (const month of [2, 9]) {
        // The whole last week of the month, hour by hour, and a second either side of each hour.
        const start = Date.UTC(year, month + 1, 0) - 7 * 24 * HOUR;
        for (let t = start; t <= start + 8 * 24 * HOUR; t += HOUR)
          for (const at of [t - 1000, t, t + 1000])
            if (stockholmOffsetMinutes(at) !== databaseOffset(at))
              disagreements.push(new Date(at).toISOString());
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('agrees with it at noon on every day of a few whole years', () => {
    for (const year of [1996, 2024, 2026, 2027, 2050])
      for (let day = 0; day < 366; day += 1) {
        const noon = Date.UTC(year, 0, 1 + day, 12);
        expect(stockholmOffsetMinutes(noon)).toBe(databaseOffset(noon));
      }
  });

  it('leaves years outside the rule to the database', () => {
    expect(stockholmOffsetMinutes(Date.UTC(1995, 6, 1))).toBeNull();
    expect(stockholmOffsetMinutes(Date.UTC(2100, 0, 1))).toBeNull();
    expect(stockholmOffsetMinutes(Number.NaN)).toBeNull();
  });
});
