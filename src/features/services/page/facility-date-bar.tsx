import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { IdName } from '@generated/booking/model';
import { DayField } from '@/components/date-pickers/day-field';
import { useLanguage } from '@/components/use-language';
import { formatDayMonth } from '@/lib/format';
import { addDays, isDay } from '@/lib/stockholm-days';
import { MAX_START_DAYS_AHEAD } from '../logic/service-search';
import { weekEnd } from '../logic/slots';

interface Props {
  sites: IdName[];
  site: number | null;
  from: string;
  today: string;
  onSite: (site: number) => void;
  onFrom: (from: string) => void;
}

const menuProps = { slotProps: { paper: { sx: { maxHeight: 270 } } } }; // spec §9

/** The facility picker and the date the 7-day range starts on. */
export function FacilityDateBar({ sites, site, from, today, onSite, onFrom }: Props) {
  const { t } = useTranslation('services');
  const language = useLanguage();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label={t('facility')}
        value={site ?? ''}
        onChange={(event) => onSite(Number(event.target.value))}
        sx={{ minWidth: 220 }}
        slotProps={{ select: { MenuProps: menuProps } }}
        data-testid="facility-select"
      >
        {sites.map((unit) => (
          <MenuItem key={unit.id} value={unit.id}>
            {unit.name}
          </MenuItem>
        ))}
      </TextField>
      <DayField
        label={t('from')}
        value={from}
        min={today}
        max={addDays(today, MAX_START_DAYS_AHEAD)}
        onChange={(day) => isDay(day) && onFrom(day)}
        helperText={t('range', {
          from: formatDayMonth(from, language),
          to: formatDayMonth(weekEnd(from), language),
        })}
      />
    </Stack>
  );
}
