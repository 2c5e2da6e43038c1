// The period of a payment certificate as two calendar days ('YYYY-MM-DD' in Stockholm time).
// Day keys compare correctly as strings, so the logic needs no dates at all.

export interface DayRange {
  start: string | null;
  end: string | null;
}

export const EMPTY_RANGE: DayRange = { start: null, end: null };

/**
 * A click on a day: the first chooses the start, the second the end (the two are swapped when
 * the second is earlier), and a third starts a new range from the clicked day.
 */
export function selectDay(range: DayRange, day: string): DayRange {
  if (range.start === null || range.end !== null) return { start: day, end: null };
  return day < range.start ? { start: day, end: range.start } : { start: range.start, end: day };
}

export function isComplete(range: DayRange): range is { start: string; end: string } {
  return range.start !== null && range.end !== null;
}

export type DayPosition = 'start' | 'end' | 'single' | 'between' | null;

/** Where a day sits in the range, for painting it. */
export function dayPosition(range: DayRange, day: string): DayPosition {
  const { start, end } = range;
  if (start === null) return null;
  if (end === null || start === end) return day === start ? 'single' : null;
  if (day === start) return 'start';
  if (day === end) return 'end';
  return day > start && day < end ? 'between' : null;
}
