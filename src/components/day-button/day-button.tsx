import Button from '@mui/material/Button';
import { useLanguage } from '@/components/use-language';
import { inStockholm } from '@/lib/dayjs';

interface Props {
  day: string; // YYYY-MM-DD, Stockholm
  selected: boolean;
  /**
   * Set when the day has nothing to book (e.g. "no available times"): read after the date, and
   * the day looks muted (dashed, not by colour alone). It can still be chosen.
   */
  emptyNote?: string | undefined;
  onSelect: (day: string) => void;
}

const muted = { color: 'text.secondary', borderColor: 'text.secondary', borderStyle: 'dashed' };

/**
 * One day of a day strip (the class list's 14 days, a treatment's 7): weekday over the short date,
 * named in full for screen readers, pressed when chosen; `data-day` lets tests find a date.
 */
export function DayButton({ day, selected, emptyNote, onSelect }: Props) {
  const language = useLanguage();
  const date = inStockholm(day).locale(language);
  const name = date.format(language === 'sv' ? 'dddd D MMMM' : 'dddd, MMMM D');
  return (
    <Button
      variant={selected ? 'contained' : 'outlined'}
      aria-pressed={selected}
      aria-label={emptyNote ? `${name}, ${emptyNote}` : name}
      onClick={() => onSelect(day)}
      sx={[
        { flexShrink: 0, flexDirection: 'column', lineHeight: 1.2, minWidth: 64 },
        !!emptyNote && !selected && muted,
      ]}
      data-day={day}
    >
      <span>{date.format('ddd')}</span>
      <span>{date.format(language === 'sv' ? 'D/M' : 'M/D')}</span>
    </Button>
  );
}
