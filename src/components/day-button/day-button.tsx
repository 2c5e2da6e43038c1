import Button from '@mui/material/Button';
import { useLanguage } from '@/components/use-language';
import { inStockholm } from '@/lib/dayjs';

interface Props {
  day: string; // YYYY-MM-DD, Stockholm
  selected: boolean;
  onSelect: (day: string) => void;
}

/**
 * One day of a day strip (the class list's 14 days, a treatment's 7): weekday over the short date,
 * named in full for screen readers, pressed when chosen; `data-day` lets tests find a date.
 */
export function DayButton({ day, selected, onSelect }: Props) {
  const language = useLanguage();
  const date = inStockholm(day).locale(language);
  return (
    <Button
      variant={selected ? 'contained' : 'outlined'}
      aria-pressed={selected}
      aria-label={date.format(language === 'sv' ? 'dddd D MMMM' : 'dddd, MMMM D')}
      onClick={() => onSelect(day)}
      sx={{ flexShrink: 0, flexDirection: 'column', lineHeight: 1.2, minWidth: 64 }}
      data-day={day}
    >
      <span>{date.format('ddd')}</span>
      <span>{date.format(language === 'sv' ? 'D/M' : 'M/D')}</span>
    </Button>
  );
}
