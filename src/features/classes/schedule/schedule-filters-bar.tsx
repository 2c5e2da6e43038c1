import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BusinessUnit, GroupActivityProduct } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { formatDayMonth } from '@/lib/format';
import type { ScheduleFilters } from '../logic/schedule-filters';
import type { ScheduleWeek } from '../logic/schedule-week';
import { FacilitySelect, FilterChip, IdMultiSelect } from '../components/filter-fields';

interface Props {
  filters: ScheduleFilters;
  units: BusinessUnit[];
  classes: GroupActivityProduct[];
  weeks: ScheduleWeek[];
  onChange: (next: Partial<ScheduleFilters>) => void;
  onPrint: () => void;
  printing: boolean;
}

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
        <FacilitySelect
          value={filters.site}
          units={units}
          onChange={(site) => onChange({ site, classes: [] })}
          minWidth={220}
        />
        <IdMultiSelect
          label={t('filters.class')}
          value={filters.classes}
          options={classes}
          disabled={!filters.site}
          onChange={(ids) => onChange({ classes: ids })}
          minWidth={260}
        />
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
            // One per row on a phone, whatever the length of the month names.
            sx={{ width: { xs: '100%', sm: 'auto' } }}
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
          <FilterChip label={unitName} onRemove={() => onChange({ site: null, classes: [] })} />
        ) : null}
        {filters.classes.map((id) => {
          const name = classes.find((c) => c.id === id)?.name ?? t('filters.unknownClass');
          const remove = () => onChange({ classes: filters.classes.filter((c) => c !== id) });
          return <FilterChip key={id} label={name} onRemove={remove} />;
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
