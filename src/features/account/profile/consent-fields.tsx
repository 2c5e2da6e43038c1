import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error/load-error';
import type { ConsentType } from '@generated/booking/model';
import { toggleConsent, type ProfileValues } from './profile-values';

interface Props {
  /** Whether the customer has accepted the booking terms: shown, never changed here. */
  acceptedBookingTerms: boolean;
  consentTypes: { data?: ConsentType[]; isPending: boolean; isError: boolean; retry: () => void };
}

/** The booking-terms box (disabled) and one box per consent type (spec §2, §5 "Profile"). */
export function ConsentFields({ acceptedBookingTerms, consentTypes }: Props) {
  const { t } = useTranslation('account-profile');
  const { values, setFieldValue, isSubmitting } = useFormikContext<ProfileValues>();
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Checkbox checked={acceptedBookingTerms} disabled />}
        label={t('fields.acceptedBookingTerms')}
      />
      <FormControl component="fieldset" variant="standard">
        <FormLabel component="legend">{t('consents.legend')}</FormLabel>
        {consentTypes.isError ? (
          <LoadError message={t('consents.error')} onRetry={consentTypes.retry} />
        ) : consentTypes.isPending ? (
          <Stack role="status" aria-label={t('consents.loading')} spacing={1} sx={{ pt: 1 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="50%" />
          </Stack>
        ) : (consentTypes.data ?? []).length === 0 ? (
          <Typography color="textSecondary">{t('consents.empty')}</Typography>
        ) : (
          <FormGroup>
            {(consentTypes.data ?? []).map((type) => (
              <FormControlLabel
                key={type.id}
                control={
                  <Checkbox
                    name={`consents.${type.id}`}
                    checked={values.consents.includes(type.id)}
                    disabled={isSubmitting}
                    onChange={(event) =>
                      void setFieldValue(
                        'consents',
                        toggleConsent(values.consents, type.id, event.target.checked),
                      )
                    }
                  />
                }
                label={type.title}
              />
            ))}
          </FormGroup>
        )}
      </FormControl>
    </Stack>
  );
}
