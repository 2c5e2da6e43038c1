import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { fieldError } from '@/components/form/formik-field';
import { LoadError } from '@/components/load-error/load-error';
import { errorText } from '@/lib/errors/error-message';
import type { CreateAccountValues } from './create-account-schema';
import type { LookupOutcome } from './person-lookup';
import { maskSsn } from './ssn-mask';

interface Props {
  formik: FormikProps<CreateAccountValues>;
  outcome: LookupOutcome;
  onRetry: () => void;
  readOnly: boolean;
  /** Where "log in" goes when the number already has an account. */
  loginHref: string;
  onLoginClick: () => void;
}

/** The personal number, masked as typed, and what the lookup said about it (spec §4, §8). */
export function SsnField({ formik, outcome, onRetry, readOnly, loginHref, onLoginClick }: Props) {
  const { t } = useTranslation('auth');
  const lookupError =
    outcome.kind === 'invalid'
      ? t('errors:personLookup.INVALID_INPUT')
      : outcome.kind === 'notFound'
        ? t('errors:personLookup.NOT_FOUND')
        : undefined;
  const error = lookupError ?? fieldError(formik, 'ssn', t);

  return (
    <Stack spacing={1.5}>
      <TextField
        name="ssn"
        value={formik.values.ssn}
        onChange={(event) => void formik.setFieldValue('ssn', maskSsn(event.target.value))}
        onBlur={formik.handleBlur}
        label={t('createAccount.ssn')}
        placeholder={t('createAccount.ssnHelp')}
        error={error !== undefined}
        helperText={error ?? t('createAccount.ssnHelp')}
        autoComplete="off"
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', readOnly } }}
      />
      {outcome.kind === 'loading' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">{t('createAccount.lookingUp')}</Typography>
        </Stack>
      ) : outcome.kind === 'exists' ? (
        <Alert severity="warning" role="alert">
          {t('errors:personLookup.EXISTS_IN_BRP')}{' '}
          <Link component={RouterLink} to={loginHref} onClick={onLoginClick}>
            {t('createAccount.loginLink')}
          </Link>
        </Alert>
      ) : outcome.kind === 'notActivated' ? (
        <Alert severity="info" role="alert">
          {t('createAccount.notActivated')}
        </Alert>
      ) : outcome.kind === 'failed' ? (
        <LoadError
          message={`${t('createAccount.lookupFailed')} ${errorText(t, outcome.error)}`}
          onRetry={onRetry}
        />
      ) : null}
    </Stack>
  );
}
