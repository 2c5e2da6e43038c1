import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { IdName } from '@generated/booking/model';

interface Props {
  label: string;
  sites: readonly IdName[];
  site: number | null;
  onChange: (site: number) => void;
  /** Why the facility cannot change now (an order at one facility holds the cart). */
  lockedReason?: string | null;
}

/** The facility a product list or page shows (BRP answers per business unit). */
export function SitePicker({ label, sites, site, onChange, lockedReason }: Props) {
  return (
    <TextField
      select
      label={label}
      value={site ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={Boolean(lockedReason)}
      helperText={lockedReason ?? undefined}
      sx={{ minWidth: 220, alignSelf: 'flex-start' }}
      size="small"
    >
      {sites.map((unit) => (
        <MenuItem key={unit.id} value={unit.id}>
          {unit.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
