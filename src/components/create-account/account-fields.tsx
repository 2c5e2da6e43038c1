import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError, textFieldProps } from '@/components/form/formik-field';
import { PasswordField } from '@/components/password-field/password-field';
import type { CreateAccountValues } from './create-account-schema';
import { FacilitySelect } from './facility-select';
import { PERSON_LOOKUP_BUSINESS_UNIT } from './person-lookup';
import { TermsModal } from './terms-modal';

/** The part of the form revealed after a successful lookup: contact, facility, password, terms. */
export function AccountFields({ formik }: { formik: FormikProps<CreateAccountValues> }) {
  const { t } = useTranslation('auth');
  const [termsOpen, setTermsOpen] = useState(false);
  const termsError = fieldError(formik, 'acceptedBookingTerms', t);
  const termsUnit = Number(formik.values.businessUnit) || PERSON_LOOKUP_BUSINESS_UNIT;

  return (
    <Stack component="section" spacing={2} aria-labelledby="create-account-contact">
      <Typography id="create-account-contact" variant="h6" component="h3">
        {t('createAccount.contactHeading')}
      </Typography>
      <TextField
        {...textFieldProps(formik, 'email', t, t('createAccount.emailHelp'))}
        label={t('createAccount.email')}
        type="email"
        autoComplete="email"
        required
        fullWidth
      />
      <TextField
        {...textFieldProps(formik, 'mobilePhone', t)}
        label={t('createAccount.mobilePhone')}
        type="tel"
        autoComplete="tel-national"
        required
        fullWidth
      />
      <FacilitySelect formik={formik} />
      <PasswordField
        {...textFieldProps(formik, 'newPassword', t)}
        label={t('createAccount.newPassword')}
        autoComplete="new-password"
        required
        fullWidth
      />
      <PasswordField
        {...textFieldProps(formik, 'confirmNewPassword', t)}
        label={t('createAccount.confirmNewPassword')}
        autoComplete="new-password"
        required
        fullWidth
      />
      <FormControl error={termsError !== undefined} required>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                name="acceptedBookingTerms"
                checked={formik.values.acceptedBookingTerms}
                onChange={formik.handleChange}
                slotProps={{
                  input: {
                    'aria-describedby': termsError ? 'create-account-terms-error' : undefined,
                  },
                }}
              />
            }
            label={t('createAccount.acceptTerms')}
          />
          <Link component="button" type="button" onClick={() => setTermsOpen(true)}>
            {t('createAccount.readTerms')}
          </Link>
        </Box>
        {termsError ? (
          <FormHelperText id="create-account-terms-error">{termsError}</FormHelperText>
        ) : null}
      </FormControl>
      <TermsModal
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAccept={() => void formik.setFieldValue('acceptedBookingTerms', true)}
        businessUnit={termsUnit}
      />
    </Stack>
  );
}
