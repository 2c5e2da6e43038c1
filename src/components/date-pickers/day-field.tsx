// A day to start from (the class and treatment bookings' "from" field). A native date input
// writes the browser's date format, not the page's: a Swedish page in a US browser showed
// 03/25/2026 (issue 41). MUI X's picker, in the page language (PickersLocalization), writes
// 2026-03-25 on a Swedish page and 03/25/2026 on an English one. Its code loads after the page's
// own, so the booking pages' first load stays within budget (scripts/bundle-report.ts); until
// the browser has taken the page over and it is there, the field shows the same date, read-only
// (a picker drawn by the server would take keys it then drops, before its code is there).
import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import { useLanguage } from '@/components/use-language';
import { loadChunk } from '@/lib/chunk-load';
import { dayjs } from '@/lib/dayjs';
import { useHydratedInTransition } from '@/lib/use-hydrated';

export interface DayFieldProps {
  label: string;
  /** 'YYYY-MM-DD' */
  value: string;
  min: string;
  max: string;
  helperText: string;
  /** Called with a valid day within min and max, 'YYYY-MM-DD'. */
  onChange: (day: string) => void;
  /** Called when the typed text becomes or stops being a day within min and max. */
  onInvalid?: (invalid: boolean) => void;
}

const DayPicker = lazy(() => loadChunk(() => import('./day-picker')));

export function DayField(props: DayFieldProps) {
  const language = useLanguage();
  const hydrated = useHydratedInTransition();
  const { value, min, max, onChange } = props;
  // A typed day outside the range is left in the field (its error), never taken.
  const inRange = (day: string) => day >= min && day <= max && onChange(day);
  const written = dayjs(value).format(language === 'sv' ? 'YYYY-MM-DD' : 'MM/DD/YYYY');
  const readOnly = (
    <TextField
      label={props.label}
      value={written}
      helperText={props.helperText}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
  if (!hydrated) return readOnly;
  return (
    <Suspense fallback={readOnly}>
      <DayPicker {...props} onChange={(day) => void inRange(day)} />
    </Suspense>
  );
}
