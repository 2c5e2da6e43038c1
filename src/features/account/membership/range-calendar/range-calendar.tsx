import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickersLocalization } from '@/components/date-pickers/pickers-localization';
import { useLanguage } from '@/components/use-language';
import { visuallyHiddenSx } from '@/components/visually-hidden/visually-hidden';
import { dayjs } from '@/lib/dayjs';
import { dayKey } from '@/lib/format';
import { cellDate, shiftMonth } from './calendar-days';
import { MonthCalendar } from './month-calendar';
import { RangeContext } from './range-context';
import { selectDay, type DayRange } from './range-selection';

interface Props {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** Names the group for assistive technology, e.g. "Period". */
  label: string;
}

/**
 * A two-month range calendar from MIT MUI X parts only (two DateCalendars with a range-painting
 * day slot); the licensed Pro DateRangeCalendar is not used. Side by side, stacked on phones.
 */
export default function RangeCalendar({ value, onChange, label }: Props) {
  const { t } = useTranslation('account-membership');
  const language = useLanguage();
  // Fixed for the dialog's short life: the day it opened on.
  const [today] = useState(() => dayKey(Date.now()));
  // The period's last month on the right (a preset period ends today), else its first on the left.
  const [month, setMonth] = useState(() =>
    value.end
      ? shiftMonth(`${value.end.slice(0, 7)}-01`, -1)
      : `${(value.start ?? today).slice(0, 7)}-01`,
  );
  const next = shiftMonth(month, 1);
  const pick = (day: string) => onChange(selectDay(value, day));
  const shown = [month, next].map((m) => cellDate(m).locale(language).format('MMMM YYYY'));
  const weekStart = useMemo(() => dayjs().locale(language).startOf('week').day(), [language]);
  const state = useMemo(() => ({ range: value, today, weekStart }), [value, today, weekStart]);

  return (
    <PickersLocalization>
      <RangeContext.Provider value={state}>
        <Box role="group" aria-label={label} sx={{ position: 'relative' }}>
          <IconButton
            onClick={() => setMonth(shiftMonth(month, -1))}
            aria-label={t('calendar.previousMonth')}
            sx={{ position: 'absolute', left: 0, top: 4, zIndex: 1 }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            onClick={() => setMonth(shiftMonth(month, 1))}
            aria-label={t('calendar.nextMonth')}
            sx={{ position: 'absolute', right: 0, top: 4, zIndex: 1 }}
          >
            <ChevronRightIcon />
          </IconButton>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'center' }}
          >
            {/* A new month is a new calendar: DateCalendar keeps its month to itself. */}
            <MonthCalendar key={month} month={month} focusDay={value.start} onPick={pick} />
            <MonthCalendar key={next} month={next} focusDay={value.end} onPick={pick} />
          </Stack>
          <Box aria-live="polite" sx={visuallyHiddenSx}>
            {shown.join(' – ')}
          </Box>
        </Box>
      </RangeContext.Provider>
    </PickersLocalization>
  );
}
