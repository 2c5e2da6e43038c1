// The day field's MUI X picker (day-field.tsx loads it after the page's own code).
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/use-language';
import type { Dayjs } from 'dayjs';
import { dayjs } from '@/lib/dayjs';
import { PickersLocalization } from './pickers-localization';
import type { DayFieldProps } from './day-field';

/**
 * 'YYYY-MM-DD' in, 'YYYY-MM-DD' out; written and typed in the page language's date format. A
 * typed day outside min and max, or no day at all, stays in the field with a text that says why.
 */
export default function DayPicker({
  label,
  value,
  min,
  max,
  helperText,
  onChange,
  onInvalid,
}: DayFieldProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const [error, setError] = useState<DateValidationError>(null);
  // What the field shows: the typed day, which `value` (the last day taken) would otherwise put
  // back at once. A new `value` from outside (a link, the browser's back) replaces it; the day
  // this field gave does not, when it comes back: the visitor may be typing the next one by then
  // (the page takes a day after a navigation), and putting it back lost what they typed.
  const [shown, setShown] = useState<Dayjs | null>(() => dayjs(value));
  const [taken, setTaken] = useState(value);
  const [given, setGiven] = useState<string | null>(null);
  if (value !== taken) {
    setTaken(value);
    setGiven(null);
    if (value !== given) setShown(dayjs(value));
  }
  const written = (day: string) =>
    dayjs(day).format(language === 'sv' ? 'YYYY-MM-DD' : 'MM/DD/YYYY');
  const errorText =
    error === 'minDate' || error === 'maxDate'
      ? t('dayField.outOfRange', { min: written(min), max: written(max) })
      : error
        ? t('dayField.invalid', { example: written(min) })
        : null;
  return (
    <PickersLocalization>
      <DatePicker
        label={label}
        value={shown}
        minDate={dayjs(min)}
        maxDate={dayjs(max)}
        onChange={(day) => {
          setShown(day);
          if (!day?.isValid()) return;
          const picked = day.format('YYYY-MM-DD');
          setGiven(picked);
          onChange(picked);
        }}
        onError={(next) => {
          setError(next);
          onInvalid?.(next !== null);
        }}
        slotProps={{ textField: { helperText: errorText ?? helperText } }}
      />
    </PickersLocalization>
  );
}
