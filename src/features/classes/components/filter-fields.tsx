// The filter fields both classes pages share: the facility select, a multi-select of ids, and a
// removable chip. One place for the spec's dropdown height and the chip's accessible name.
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusinessUnit } from '@generated/booking/model';
import { bySwedishName } from '@/lib/swedish-order';

export interface Option {
  id: number;
  name: string;
}

const menuProps = { slotProps: { paper: { sx: { maxHeight: 270 } } } }; // spec §9

export function FacilitySelect({
  value,
  units,
  onChange,
  minWidth = 200,
}: {
  value: number | null;
  units: BusinessUnit[];
  onChange: (site: number) => void;
  minWidth?: number;
}) {
  const { t } = useTranslation('classes');
  // Empty until the facilities have come: a value that is not yet an option is out of range.
  const shown = value !== null && units.some((unit) => unit.id === value) ? value : '';
  return (
    <TextField
      select
      label={t('filters.facility')}
      value={shown}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth }}
      slotProps={{ select: { MenuProps: menuProps } }}
    >
      {units.map((unit) => (
        <MenuItem key={unit.id} value={unit.id}>
          {unit.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function IdMultiSelect({
  label,
  value,
  options,
  onChange,
  disabled = false,
  minWidth = 200,
}: {
  label: string;
  value: number[];
  options: Option[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  minWidth?: number;
}) {
  const { t } = useTranslation('classes');
  const [open, setOpen] = useState(false);
  // By name, from the first opening on (src/lib/swedish-order.ts): closed, the field shows only
  // a count, and sorting in the page's first render cost it the browser's collation data.
  const [opened, setOpened] = useState(false);
  const shown = useMemo(
    () => (opened ? [...options].sort(bySwedishName) : options),
    [opened, options],
  );
  return (
    <TextField
      select
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(toIds(e.target.value))}
      sx={{ minWidth }}
      slotProps={{
        select: {
          multiple: true,
          open,
          onOpen: () => {
            setOpened(true);
            setOpen(true);
          },
          onClose: () => setOpen(false),
          MenuProps: menuProps,
          renderValue: (chosen) => t('filters.selected', { count: (chosen as number[]).length }),
        },
      }}
    >
      {shown.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A chosen filter; clicking it or its cross removes it. */
export function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { t } = useTranslation('classes');
  return (
    <Chip
      label={label}
      onClick={onRemove}
      onDelete={onRemove}
      deleteIcon={<span aria-hidden>✕</span>}
      aria-label={t('filters.remove', { name: label })}
      data-testid="filter-chip"
    />
  );
}

/** MUI's multiple select gives an array, or a comma-separated string from autofill. */
export function toIds(value: unknown): number[] {
  const list = typeof value === 'string' ? value.split(',') : (value as (number | string)[]);
  return list.map(Number).filter((n) => Number.isInteger(n) && n > 0);
}
