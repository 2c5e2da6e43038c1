import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BusinessUnit } from '@generated/booking/model';
import { DayField } from '@/components/date-pickers/day-field';
import { useLanguage } from '@/components/use-language';
import { formatDayMonth } from '@/lib/format';
import { MAX_START_DAYS_AHEAD, type ClassFilters } from '../logic/class-filters';
import { rangeEnd } from '../logic/day-strip';
import { addDays, isDay } from '../logic/period';
import {
  FacilitySelect,
  FilterChip,
  IdMultiSelect,
  type Option,
} from '../components/filter-fields';

interface Props {
  filters: ClassFilters;
  today: string;
  units: BusinessUnit[];
  instructors: Option[];
  classes: Option[];
  onChange: (next: Partial<ClassFilters>) => void;
}

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
        <FacilitySelect
          value={filters.site}
          units={units}
          onChange={(site) => onChange({ site, instructors: [], classes: [] })}
        />
        <DayField
          label={t('filters.from')}
          value={filters.from}
          min={today}
          max={addDays(today, MAX_START_DAYS_AHEAD)}
          onChange={(day) => isDay(day) && onChange({ from: day, day: null })}
          helperText={t('filters.range', {
            from: formatDayMonth(filters.from, language),
            to: formatDayMonth(rangeEnd(filters.from), language),
          })}
        />
        <IdMultiSelect
          label={t('filters.instructor')}
          value={filters.instructors}
          options={instructors}
          onChange={(ids) => onChange({ instructors: ids })}
        />
        <IdMultiSelect
          label={t('filters.class')}
          value={filters.classes}
          options={classes}
          onChange={(ids) => onChange({ classes: ids })}
        />
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
            <FilterChip key={chip.key} label={chip.label} onRemove={chip.remove} />
          ))}
          <Button size="small" onClick={() => onChange({ classes: [], instructors: [] })}>
            {t('filters.clear')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
