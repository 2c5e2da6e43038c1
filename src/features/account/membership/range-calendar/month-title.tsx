import Typography from '@mui/material/Typography';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';
import { useLanguage } from '@/components/use-language';
import { dayjs } from '@/lib/dayjs';

/**
 * The calendar header: only the month's name, which also labels the day grid. Moving between
 * months is done by the range calendar's own buttons, so both months move together.
 */
export function MonthTitle({ currentMonth, labelId }: PickersCalendarHeaderProps) {
  const language = useLanguage();
  const label = dayjs(currentMonth).locale(language).format('MMMM YYYY');
  return (
    <Typography
      id={labelId}
      component="div"
      sx={{ textAlign: 'center', fontWeight: 600, lineHeight: '40px', mt: 0.5, mb: 0.5 }}
    >
      {label.charAt(0).toLocaleUpperCase() + label.slice(1)}
    </Typography>
  );
}
