import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { IdName } from '@generated/booking/model';

/** The facility whose memberships (and prices) show; a native select works before hydration. */
export function SiteSelect({
  units,
  site,
  onChange,
}: {
  units: readonly IdName[];
  site: number;
  onChange: (site: number) => void;
}) {
  const { t } = useTranslation('memberships');
  return (
    <TextField
      select
      label={t('site')}
      value={site}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ select: { native: true } }}
      sx={{ maxWidth: 360 }}
    >
      {units.map((unit) => (
        <option key={unit.id} value={unit.id}>
          {unit.name}
        </option>
      ))}
    </TextField>
  );
}
