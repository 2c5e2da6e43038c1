import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/modal/app-modal';

export type ResetResult = { ok: true } | { ok: false; details: string[] };

interface Props {
  result: ResetResult | null;
  onClose: () => void;
  /** A failed link is of no more use: the way to ask for a new one, here rather than at login. */
  onRequestNewLink: () => void;
}

/** Spec §8: passwordReseted or passwordResetedError, each with its instruction. */
export function ResetResultModal({ result, onClose, onRequestNewLink }: Props) {
  const { t } = useTranslation('auth');
  const ok = result?.ok ?? false;
  return (
    <AppModal
      open={result !== null}
      onClose={onClose}
      width="narrow"
      compact
      title={ok ? t('resetPassword.passwordReseted') : t('resetPassword.passwordResetedError')}
      closeLabel={ok ? t('resetPassword.toLogin') : undefined}
      actions={
        ok ? undefined : (
          <Button variant="contained" onClick={onRequestNewLink}>
            {t('resetPassword.requestNewLink')}
          </Button>
        )
      }
    >
      <Stack spacing={2}>
        <Typography>
          {ok ? t('resetPassword.successInstruction') : t('resetPassword.errorInstruction')}
        </Typography>
        {result && !result.ok && result.details.length > 0 ? (
          <Alert severity="error">
            {result.details.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Alert>
        ) : null}
      </Stack>
    </AppModal>
  );
}
