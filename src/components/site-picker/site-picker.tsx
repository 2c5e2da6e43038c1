import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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
  // The reason is its own line, not the disabled field's helper text: greyed with the field, it
  // was too faint to read (axe: colour contrast).
  return (
    <Stack spacing={0.5} sx={{ alignSelf: 'flex-start' }}>
      <TextField
        select
        label={label}
        value={site ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
        disabled={Boolean(lockedReason)}
        sx={{ minWidth: 220 }}
        size="small"
      >
        {sites.map((unit) => (
          <MenuItem key={unit.id} value={unit.id}>
            {unit.name}
          </MenuItem>
        ))}
      </TextField>
      {lockedReason ? (
        <Typography variant="body2" color="textSecondary" data-testid="site-locked">
          {lockedReason}
        </Typography>
      ) : null}
    </Stack>
  );
}
