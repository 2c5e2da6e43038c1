import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/use-language';
import { inStockholm } from '@/lib/dayjs';
import { dayStrip } from '../logic/day-strip';

interface Props {
  from: string;
  selected: string | null;
  onSelect: (day: string | null) => void;
}

/** The 14-day strip: "all days" or one day of the range. */
export function DayStrip({ from, selected, onSelect }: Props) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
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
      {dayStrip(from).map((day) => {
        const date = inStockholm(day).locale(language);
        return (
          <Button
            key={day}
            variant={selected === day ? 'contained' : 'outlined'}
            aria-pressed={selected === day}
            aria-label={date.format(language === 'sv' ? 'dddd D MMMM' : 'dddd, MMMM D')}
            onClick={() => onSelect(day)}
            sx={{ flexShrink: 0, flexDirection: 'column', lineHeight: 1.2, minWidth: 64 }}
            data-day={day}
          >
            <span>{date.format('ddd')}</span>
            <span>{date.format(language === 'sv' ? 'D/M' : 'M/D')}</span>
          </Button>
        );
      })}
    </Stack>
  );
}
