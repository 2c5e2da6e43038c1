import { createContext } from 'react';
import { EMPTY_RANGE, type DayRange } from './range-selection';

export interface RangeState {
  range: DayRange;
  /** Today in Stockholm, 'YYYY-MM-DD'. */
  today: string;
  /** First day of the week in the page locale (0 Sunday, 1 Monday). */
  weekStart: number;
}

/** The chosen range, read by every day cell of both months to paint itself. */
export const RangeContext = createContext<RangeState>({
  range: EMPTY_RANGE,
  today: '',
  weekStart: 1,
});
