import type { Theme } from '@mui/material/styles';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { useMemo } from 'react';
import type { dayjs } from '@/lib/dayjs';
import { cellDate, cellKey } from './calendar-days';
import { MonthTitle } from './month-title';
import { RangeDay } from './range-day';

interface Props {
  /** The first day of the month to show, 'YYYY-MM-01'. */
  month: string;
  /** The day that takes the keyboard focus first, when it is in this month. */
  focusDay: string | null;
  onPick: (day: string) => void;
}

/** Days of one month, on phones at full size, side by side on wider screens a little smaller. */
const compact = (theme: Theme) => ({
  width: 288,
  height: 'auto',
  m: 0,
  [theme.breakpoints.up('sm')]: {
    width: 264,
    '& .MuiDayCalendar-weekDayLabel': { width: 32 },
    '& .MuiPickerDay-root': { '--PickerDay-size': '32px' },
  },
});

/**
 * One month of the range: a community DateCalendar held to its month (minDate/maxDate), so arrow
 * keys stay in the grid and the two months never drift apart. It holds no value of its own.
 */
export function MonthCalendar({ month, focusDay, onPick }: Props) {
  const { first, last, reference } = useMemo(() => {
    const start = cellDate(month);
    const inMonth = focusDay !== null && focusDay.slice(0, 7) === month.slice(0, 7);
    return {
      first: start,
      last: start.endOf('month'),
      reference: inMonth ? cellDate(focusDay) : start,
    };
  }, [month, focusDay]);

  return (
    <DateCalendar
      value={null}
      onChange={(day: dayjs.Dayjs | null) => {
        if (day) onPick(cellKey(day));
      }}
      referenceDate={reference}
      minDate={first}
      maxDate={last}
      timezone="system"
      views={['day']}
      reduceAnimations
      slots={{ day: RangeDay, calendarHeader: MonthTitle }}
      sx={compact}
    />
  );
}
