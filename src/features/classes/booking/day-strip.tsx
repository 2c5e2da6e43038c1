import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DayButton } from '@/components/day-button/day-button';
import { dayStrip } from '../logic/day-strip';

interface Props {
  from: string;
  selected: string | null;
  onSelect: (day: string | null) => void;
}

/** The 14-day strip: "all days" or one day of the range. */
export function DayStrip({ from, selected, onSelect }: Props) {
  const { t } = useTranslation('classes');
  return (
    <Stack
      component="nav"
      aria-label={t('filters.dayStrip')}
      direction="row"
      spacing={1}
      sx={{ overflowX: 'auto', py: 1, '@media print': { display: 'none' } }}
      data-testid="day-strip"
    >
      <Button
        variant={selected === null ? 'contained' : 'outlined'}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
        sx={{ flexShrink: 0 }}
      >
        {t('filters.allDays')}
      </Button>
      {dayStrip(from).map((day) => (
        <DayButton key={day} day={day} selected={selected === day} onSelect={onSelect} />
      ))}
    </Stack>
  );
}
