// The windows of the chosen day, one to pick: its times, places left or sold out, and price.
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/use-language';
import { formatTime } from '@/lib/format';
import { formatPrice } from '@/lib/money';
import type { EntryWindow } from '../logic/entry-windows';

interface Props {
  windows: EntryWindow[];
  chosen: string | null;
  onChoose: (start: string) => void;
}

export function EntryWindowsList({ windows, chosen, onChoose }: Props) {
  const { t } = useTranslation('entries');
  const language = useLanguage();
  return (
    <RadioGroup
      aria-label={t('page.windows')}
      value={chosen ?? ''}
      onChange={(event) => onChoose(event.target.value)}
    >
      {windows.map((window) => {
        const soldOut = window.left === 0;
        const parts = [
          t('page.window', { from: formatTime(window.start), to: formatTime(window.end) }),
          soldOut
            ? t('page.soldOut')
            : window.left !== null
              ? t('page.left', { count: window.left })
              : null,
          window.price !== null ? formatPrice(window.price, language) : null,
        ].filter(Boolean);
        return (
          <FormControlLabel
            key={window.start}
            value={window.start}
            disabled={soldOut}
            control={<Radio />}
            data-testid="entry-window"
            data-start={window.start}
            label={<Typography component="span">{parts.join(' · ')}</Typography>}
          />
        );
      })}
    </RadioGroup>
  );
}
