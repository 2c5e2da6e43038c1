import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@generated/booking/model';
import { PlainGrid, PlainGridCell } from '@/components/plain-grid/plain-grid';
import { ConsentFields } from './consent-fields';
import { PasswordFields } from './password-fields';
import { createProfileSchema } from './profile-schema';
import { consentTypesQuery } from './queries';
import { ProfileTextField } from './profile-text-field';
import { toProfileValues } from './profile-values';
import { useSaveProfile } from './use-save-profile';
import { readOnlySlotProps, readOnlySx } from './read-only-look';

function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" variant="outlined" aria-labelledby={id}>
      <CardContent component={Stack} spacing={2}>
        <Typography id={id} variant="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The profile edit form (spec §2, §5, §7): prefilled from the customer, saved with PUT customers/{id}. */
export function ProfileForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation('account-profile');
  const consentTypes = useQuery(consentTypesQuery());
  const consentTypeIds = useMemo(
    () => (consentTypes.data ?? []).map((type) => type.id),
    [consentTypes.data],
  );
  const { save, serverErrors, clearServerErrors } = useSaveProfile(customer, consentTypeIds);
  const ssnLocked = Boolean(customer.ssn);
  const initialValues = useMemo(() => toProfileValues(customer), [customer]);
  const schema = useMemo(() => createProfileSchema({ ssnLocked }), [ssnLocked]);
  const field = (name: Parameters<typeof ProfileTextField>[0]['name']) => ({
    name,
    label: t(`fields.${name}`),
    serverErrors,
  });

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={save}>
      {({ dirty, isSubmitting, resetForm }) => (
        <Stack component={Form} noValidate spacing={3} aria-label={t('formLabel')}>
          <FormSection id="profile-personal" title={t('sections.personal')}>
            <PlainGrid spacing={2}>
              <PlainGridCell sm={6}>
                <ProfileTextField {...field('firstName')} autoComplete="given-name" />
              </PlainGridCell>
              <PlainGridCell sm={6}>
                <ProfileTextField {...field('lastName')} autoComplete="family-name" />
              </PlainGridCell>
              <PlainGridCell sm={6}>
                <ProfileTextField
                  {...field('ssn')}
                  readOnly={ssnLocked}
                  helperText={ssnLocked ? undefined : t('ssnFormat')}
                />
              </PlainGridCell>
              <PlainGridCell sm={6}>
                <TextField
                  id="profile-memberNumber"
                  label={t('fields.memberNumber')}
                  value={customer.customerNumber ?? ''}
                  fullWidth
                  helperText={t('readOnlyHint')}
                  slotProps={readOnlySlotProps}
                  sx={readOnlySx}
                />
              </PlainGridCell>
            </PlainGrid>
          </FormSection>
          <FormSection id="profile-contact" title={t('sections.contact')}>
            <PlainGrid spacing={2}>
              <PlainGridCell sm={6}>
                <ProfileTextField {...field('email')} type="email" autoComplete="email" />
              </PlainGridCell>
              <PlainGridCell sm={6}>
                <ProfileTextField {...field('mobile')} type="tel" autoComplete="tel-national" />
              </PlainGridCell>
              <PlainGridCell>
                <ProfileTextField {...field('street')} autoComplete="street-address" />
              </PlainGridCell>
              <PlainGridCell sm={4}>
                <ProfileTextField {...field('postalCode')} autoComplete="postal-code" />
              </PlainGridCell>
              <PlainGridCell sm={8}>
                <ProfileTextField {...field('city')} autoComplete="address-level2" />
              </PlainGridCell>
            </PlainGrid>
          </FormSection>
          <FormSection id="profile-consents" title={t('sections.consents')}>
            <ConsentFields
              acceptedBookingTerms={customer.acceptedBookingTerms ?? false}
              consentTypes={{ ...consentTypes, retry: () => void consentTypes.refetch() }}
            />
          </FormSection>
          <FormSection id="profile-password" title={t('sections.password')}>
            <PasswordFields serverErrors={serverErrors} />
          </FormSection>
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={!dirty || isSubmitting}>
              {t('save')}
            </Button>
            <Button
              type="button"
              disabled={!dirty || isSubmitting}
              onClick={() => {
                clearServerErrors();
                resetForm();
              }}
            >
              {t('cancel')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Formik>
  );
}
