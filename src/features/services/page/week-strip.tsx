import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DayButton } from '@/components/day-button/day-button';
import { weekStrip } from '../logic/slots';

interface Props {
  from: string;
  /** Null while the page waits for the times to choose its day. */
  selected: string | null;
  /** Days shown muted and named "no available times"; they can still be chosen. */
  withoutTimes: ReadonlySet<string>;
  onSelect: (day: string) => void;
}

/** The 7-day strip of spec §2 and §9: one button per day of the range. */
export function WeekStrip({ from, selected, withoutTimes, onSelect }: Props) {
  const { t } = useTranslation('services');
  return (
    <Stack
      component="nav"
      aria-label={t('dayStrip')}
      direction="row"
      spacing={1}
      sx={{ overflowX: 'auto', py: 1 }}
      data-testid="week-strip"
    >
      {weekStrip(from).map((day) => (
        <DayButton
          key={day}
          day={day}
          selected={selected === day}
          emptyNote={withoutTimes.has(day) ? t('noTimesOnDay') : undefined}
          onSelect={onSelect}
        />
      ))}
    </Stack>
  );
}
