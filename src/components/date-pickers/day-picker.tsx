// The day field's MUI X picker (day-field.tsx loads it after the page's own code).
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { dayjs } from '@/lib/dayjs';
import { PickersLocalization } from './pickers-localization';
import type { DayFieldProps } from './day-field';

/** 'YYYY-MM-DD' in, 'YYYY-MM-DD' out; written and typed in the page language's date format. */
export default function DayPicker({ label, value, min, max, helperText, onChange }: DayFieldProps) {
  return (
    <PickersLocalization>
      <DatePicker
        label={label}
        value={dayjs(value)}
        minDate={dayjs(min)}
        maxDate={dayjs(max)}
        onChange={(day) => {
          if (day?.isValid()) onChange(day.format('YYYY-MM-DD'));
        }}
        slotProps={{ textField: { helperText } }}
      />
    </PickersLocalization>
  );
}
