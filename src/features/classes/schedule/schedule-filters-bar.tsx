import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BusinessUnit, GroupActivityProduct } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { formatDayMonth } from '@/lib/format';
import type { ScheduleFilters } from '../logic/schedule-filters';
import type { ScheduleWeek } from '../logic/schedule-week';

interface Props {
  filters: ScheduleFilters;
  units: BusinessUnit[];
  classes: GroupActivityProduct[];
  weeks: ScheduleWeek[];
  onChange: (next: Partial<ScheduleFilters>) => void;
  onPrint: () => void;
  printing: boolean;
}

const menuProps = { slotProps: { paper: { sx: { maxHeight: 270 } } } }; // spec §9

/** Facility, classes at it, three weeks, chips, Reset and Print (spec §2 "Schedule"). */
export function ScheduleFiltersBar({
  filters,
  units,
  classes,
  weeks,
  onChange,
  onPrint,
  printing,
}: Props) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const unitName = units.find((u) => u.id === filters.site)?.name;
  return (
    <Stack spacing={2} data-print-hide>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label={t('filters.facility')}
          value={filters.site ?? ''}
          onChange={(e) => onChange({ site: Number(e.target.value), classes: [] })}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { MenuProps: menuProps } }}
        >
          {units.map((unit) => (
            <MenuItem key={unit.id} value={unit.id}>
              {unit.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('filters.class')}
          value={filters.classes}
          disabled={!filters.site}
          onChange={(e) => {
            const value = e.target.value as unknown;
            const list = typeof value === 'string' ? value.split(',') : (value as number[]);
            onChange({ classes: list.map(Number).filter((n) => n > 0) });
          }}
          sx={{ minWidth: 260 }}
          slotProps={{
            select: {
              multiple: true,
              MenuProps: menuProps,
              renderValue: (value) => t('filters.selected', { count: (value as number[]).length }),
            },
          }}
        >
          {classes.map((product) => (
            <MenuItem key={product.id} value={product.id}>
              {product.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={t('schedule.week')}
      >
        {weeks.map((week) => (
          <Button
            key={week.index}
            variant={filters.week === week.index ? 'contained' : 'outlined'}
            aria-pressed={filters.week === week.index}
            onClick={() => onChange({ week: week.index })}
            data-testid="week-button"
          >
            {t('schedule.weekLabel', {
              number: week.number,
              from: formatDayMonth(week.first, language),
              to: formatDayMonth(week.last, language),
            })}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {unitName ? (
          <Chip
            label={unitName}
            onClick={() => onChange({ site: null, classes: [] })}
            onDelete={() => onChange({ site: null, classes: [] })}
            deleteIcon={<span aria-hidden>✕</span>}
            aria-label={t('filters.remove', { name: unitName })}
            data-testid="filter-chip"
          />
        ) : null}
        {filters.classes.map((id) => {
          const name = classes.find((c) => c.id === id)?.name ?? t('filters.unknownClass');
          const remove = () => onChange({ classes: filters.classes.filter((c) => c !== id) });
          return (
            <Chip
              key={id}
              label={name}
              onClick={remove}
              onDelete={remove}
              deleteIcon={<span aria-hidden>✕</span>}
              aria-label={t('filters.remove', { name })}
              data-testid="filter-chip"
            />
          );
        })}
        <Button onClick={() => onChange({ site: null, classes: [] })} disabled={!filters.site}>
          {t('schedule.reset')}
        </Button>
        <Button variant="contained" onClick={onPrint} disabled={!filters.site} loading={printing}>
          {t('schedule.print')}
        </Button>
      </Stack>
      {!filters.site ? <Typography>{t('schedule.pickFacility')}</Typography> : null}
    </Stack>
  );
}
