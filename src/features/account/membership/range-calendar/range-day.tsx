import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { useContext } from 'react';
import type { dayjs } from '@/lib/dayjs';
import { cellKey, daysInMonth } from './calendar-days';
import { RangeContext } from './range-context';
import { dayPosition } from './range-selection';

/**
 * A day cell that paints the chosen range (the technique of MUI X's WeekPicker demo): the two
 * ends as selected days, the days between on a band that runs under the cells' margins.
 */
export function RangeDay(props: PickerDayProps) {
  const { range, today, weekStart } = useContext(RangeContext);
  const theme = useTheme();
  if (props.outsideCurrentMonth) return <PickerDay {...props} />;

  const day = props.day as dayjs.Dayjs;
  const key = cellKey(day);
  const position = dayPosition(range, key);
  const isEnd = position === 'start' || position === 'end' || position === 'single';
  // The scheme's own primary colour (a CSS variable), so the band follows the colour scheme.
  const band = theme.alpha((theme.vars ?? theme).palette.primary.main, 0.16);
  const background =
    position === 'between'
      ? band
      : position === 'start'
        ? `linear-gradient(to right, transparent 50%, ${band} 50%)`
        : position === 'end'
          ? `linear-gradient(to left, transparent 50%, ${band} 50%)`
          : undefined;
  // Round the band where a week row or the month begins or ends.
  const column = (day.day() - weekStart + 7) % 7;
  const dayOfMonth = Number(key.slice(8));
  const rowStart = column === 0 || dayOfMonth === 1;
  const rowEnd = column === 6 || dayOfMonth === daysInMonth(key);
  const radius = (round: boolean) => (round ? '50%' : 0);

  return (
    <Box
      role="presentation"
      sx={{
        background,
        borderTopLeftRadius: radius(rowStart),
        borderBottomLeftRadius: radius(rowStart),
        borderTopRightRadius: radius(rowEnd),
        borderBottomRightRadius: radius(rowEnd),
      }}
    >
      <PickerDay
        {...props}
        selected={isEnd}
        aria-selected={position !== null}
        // "Today" in Stockholm, not in the browser's zone.
        today={key === today}
        aria-current={key === today ? 'date' : undefined}
      />
    </Box>
  );
}
