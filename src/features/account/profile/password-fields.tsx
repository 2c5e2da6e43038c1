import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProfileTextField } from './profile-text-field';
import { PASSWORD_MIN_LENGTH } from './profile-schema';
import type { ServerErrors } from './profile-values';

/** Current, new and confirmed password: only needed when the customer wants a new password. */
export function PasswordFields({ serverErrors }: { serverErrors: ServerErrors }) {
  const { t } = useTranslation('account-profile');
  return (
    <Stack spacing={2}>
      <Typography color="textSecondary">{t('password.hint')}</Typography>
      <ProfileTextField
        name="oldPassword"
        type="password"
        autoComplete="current-password"
        label={t('fields.oldPassword')}
        serverErrors={serverErrors}
      />
      <ProfileTextField
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={t('fields.newPassword')}
        helperText={t('password.minLength', { minLength: PASSWORD_MIN_LENGTH })}
        serverErrors={serverErrors}
      />
      <ProfileTextField
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t('fields.confirmPassword')}
        serverErrors={serverErrors}
      />
    </Stack>
  );
}
