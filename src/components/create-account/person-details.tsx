import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PersonLookupResultData } from '@generated/booking/model';
import { formatPostalCode } from '@/lib/format';

/** The looked-up name and address, read-only (spec §4 "Create account"). */
export function PersonDetails({ person }: { person: PersonLookupResultData }) {
  const { t } = useTranslation('auth');
  const address = person.shippingAddress;
  const fields = [
    { name: 'firstName', value: person.firstName, size: 6 },
    { name: 'lastName', value: person.lastName, size: 6 },
    { name: 'street', value: address?.street, size: 12 },
    { name: 'postalCode', value: formatPostalCode(address?.postalCode), size: 4 },
    { name: 'city', value: address?.city, size: 8 },
  ] as const;
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="create-account-person">
      <Typography id="create-account-person" variant="h6" component="h3">
        {t('createAccount.personHeading')}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('createAccount.personHelp')}
      </Typography>
      <Grid container spacing={2}>
        {fields.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: field.size }}>
            <TextField
              label={t(`createAccount.${field.name}`)}
              value={field.value === undefined ? '' : String(field.value)}
              name={field.name}
              variant="filled"
              size="small"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
