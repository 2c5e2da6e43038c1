import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BusinessUnit } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { formatDayMonth } from '@/lib/format';
import { MAX_START_DAYS_AHEAD, type ClassFilters } from '../logic/class-filters';
import { rangeEnd } from '../logic/day-strip';
import { addDays, isDay } from '../logic/period';

export interface Option {
  id: number;
  name: string;
}

interface Props {
  filters: ClassFilters;
  today: string;
  units: BusinessUnit[];
  instructors: Option[];
  classes: Option[];
  onChange: (next: Partial<ClassFilters>) => void;
}

const menuProps = { slotProps: { paper: { sx: { maxHeight: 270 } } } }; // spec §9

/** Facility, range start, instructors and classes; chosen instructors and classes as chips. */
export function BookingFilters({ filters, today, units, instructors, classes, onChange }: Props) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const nameOf = (options: Option[], id: number) => options.find((o) => o.id === id)?.name;
  const chips = [
    ...filters.classes.map((id) => ({
      key: `class-${id}`,
      label: nameOf(classes, id) ?? t('filters.unknownClass'),
      remove: () => onChange({ classes: filters.classes.filter((c) => c !== id) }),
    })),
    ...filters.instructors.map((id) => ({
      key: `instructor-${id}`,
      label: nameOf(instructors, id) ?? t('filters.unknownInstructor'),
      remove: () => onChange({ instructors: filters.instructors.filter((i) => i !== id) }),
    })),
  ];

  return (
    <Stack spacing={2} sx={{ '@media print': { display: 'none' } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label={t('filters.facility')}
          value={filters.site ?? ''}
          onChange={(e) => onChange({ site: Number(e.target.value), instructors: [], classes: [] })}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { MenuProps: menuProps } }}
        >
          {units.map((unit) => (
            <MenuItem key={unit.id} value={unit.id}>
              {unit.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label={t('filters.from')}
          value={filters.from}
          onChange={(e) => {
            const value = e.target.value;
            if (isDay(value) && value >= today) onChange({ from: value, day: null });
          }}
          helperText={t('filters.range', {
            from: formatDayMonth(filters.from, language),
            to: formatDayMonth(rangeEnd(filters.from), language),
          })}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: today, max: addDays(today, MAX_START_DAYS_AHEAD) },
          }}
        />
        <TextField
          select
          label={t('filters.instructor')}
          value={filters.instructors}
          onChange={(e) => onChange({ instructors: toIds(e.target.value) })}
          sx={{ minWidth: 200 }}
          slotProps={{
            select: {
              multiple: true,
              MenuProps: menuProps,
              renderValue: (value) => t('filters.selected', { count: (value as number[]).length }),
            },
          }}
        >
          {instructors.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('filters.class')}
          value={filters.classes}
          onChange={(e) => onChange({ classes: toIds(e.target.value) })}
          sx={{ minWidth: 200 }}
          slotProps={{
            select: {
              multiple: true,
              MenuProps: menuProps,
              renderValue: (value) => t('filters.selected', { count: (value as number[]).length }),
            },
          }}
        >
          {classes.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {chips.length > 0 ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          aria-label={t('filters.chosen')}
          role="group"
        >
          <Typography variant="body2">{t('filters.chosen')}:</Typography>
          {chips.map((chip) => (
            <Chip
              key={chip.key}
              label={chip.label}
              onClick={chip.remove}
              onDelete={chip.remove}
              deleteIcon={<span aria-hidden>✕</span>}
              aria-label={t('filters.remove', { name: chip.label })}
              data-testid="filter-chip"
            />
          ))}
          <Button size="small" onClick={() => onChange({ classes: [], instructors: [] })}>
            {t('filters.clear')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

function toIds(value: unknown): number[] {
  const list = typeof value === 'string' ? value.split(',') : (value as (number | string)[]);
  return list.map(Number).filter((n) => Number.isInteger(n) && n > 0);
}
