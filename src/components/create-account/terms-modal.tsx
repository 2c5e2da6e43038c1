import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useListRegistrationTerms } from '@generated/booking/endpoints/services/services';
import { LoadError } from '@/components/load-error/load-error';
import { AppModal } from '@/components/modal/app-modal';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Confirming ticks the terms checkbox (spec §5). */
  onAccept: () => void;
  /** The chosen facility, or 1 when none is chosen yet. */
  businessUnit: number;
}

/** Spec §7: GET messages/registrationTerms?businessUnit={id}, showing the first item's body. */
export function TermsModal({ open, onClose, onAccept, businessUnit }: Props) {
  const { t } = useTranslation('auth');
  const terms = useListRegistrationTerms({ businessUnit }, { query: { enabled: open } });
  const body = terms.data?.[0]?.body;

  return (
    <AppModal
      open={open}
      onClose={onClose}
      title={terms.data?.[0]?.title ?? t('terms.title')}
      actions={
        <Button
          variant="contained"
          onClick={() => {
            onAccept();
            onClose();
          }}
        >
          {t('terms.accept')}
        </Button>
      }
    >
      {terms.isPending ? (
        <Stack spacing={1} role="status" aria-busy="true" aria-label={t('terms.loading')}>
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="60%" />
        </Stack>
      ) : terms.isError ? (
        <LoadError message={t('terms.error')} onRetry={() => void terms.refetch()} />
      ) : body && body.trim() !== '' ? (
        <SanitizedHtml html={body} data-testid="terms-body" />
      ) : (
        <Typography>{t('terms.empty')}</Typography>
      )}
    </AppModal>
  );
}
