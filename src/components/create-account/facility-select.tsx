import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { useListBusinessUnits } from '@generated/booking/endpoints/catalogue/catalogue';
import { textFieldProps } from '@/components/form/formik-field';
import { LoadError } from '@/components/load-error/load-error';
import type { CreateAccountValues } from './create-account-schema';

/** The home facility of the new customer (required), from GET businessunits. */
export function FacilitySelect({ formik }: { formik: FormikProps<CreateAccountValues> }) {
  const { t } = useTranslation('auth');
  const units = useListBusinessUnits();
  const status = units.isPending ? t('createAccount.facilitiesLoading') : undefined;
  const field = textFieldProps(formik, 'businessUnit', t, status);
  return (
    <Stack spacing={1}>
      <TextField
        {...field}
        select
        label={t('createAccount.facility')}
        required
        fullWidth
        disabled={units.isPending}
        error={field.error || units.isError}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled={Boolean(formik.values.businessUnit)}>
          {t('createAccount.chooseFacility')}
        </option>
        {(units.data ?? []).map((unit) => (
          <option key={unit.id} value={String(unit.id)}>
            {unit.name}
          </option>
        ))}
      </TextField>
      {units.isError ? (
        <LoadError
          message={t('createAccount.facilitiesError')}
          onRetry={() => void units.refetch()}
        />
      ) : null}
    </Stack>
  );
}
