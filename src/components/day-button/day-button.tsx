import Button from '@mui/material/Button';
import { useLanguage } from '@/components/use-language';
import { inStockholm } from '@/lib/dayjs';
import { PRERENDERING } from '@/lib/prerendering';

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
      aria-label={
        PRERENDERING ? undefined : date.format(language === 'sv' ? 'dddd D MMMM' : 'dddd, MMMM D')
      }
      // A prerendered day button names no day: out of reach until the app's own replaces it.
      aria-hidden={PRERENDERING || undefined}
      tabIndex={PRERENDERING ? -1 : undefined}
      onClick={() => onSelect(day)}
      sx={{ flexShrink: 0, flexDirection: 'column', lineHeight: 1.2, minWidth: 64 }}
      data-day={PRERENDERING ? undefined : day}
    >
      {/* The build's day is not the visitor's: a prerendered strip keeps its size, not its dates. */}
      <span style={PRERENDERING ? { visibility: 'hidden' } : undefined}>
        {PRERENDERING ? 'ddd' : date.format('ddd')}
      </span>
      <span style={PRERENDERING ? { visibility: 'hidden' } : undefined}>
        {PRERENDERING ? '00/00' : date.format(language === 'sv' ? 'D/M' : 'M/D')}
      </span>
    </Button>
  );
}
