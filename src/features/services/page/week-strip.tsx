import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/use-language';
import { inStockholm } from '@/lib/dayjs';
import { weekStrip } from '../logic/slots';

interface Props {
  from: string;
  selected: string;
  onSelect: (day: string) => void;
}

/** The 7-day strip of spec §2 and §9: one button per day of the range. */
export function WeekStrip({ from, selected, onSelect }: Props) {
  const { t } = useTranslation('services');
  const language = useLanguage();
  return (
    <Stack
      component="nav"
      aria-label={t('dayStrip')}
      direction="row"
      spacing={1}
      sx={{ overflowX: 'auto', py: 1 }}
      data-testid="week-strip"
    >
      {weekStrip(from).map((day) => {
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
