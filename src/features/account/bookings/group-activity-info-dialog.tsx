import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { InfoDialog } from '@/components/info-dialog/info-dialog';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';

export type DetailState = 'loading' | 'error' | 'ready';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The class product's HTML description. */
  description: string | undefined;
  /** The occurrence's message to customers (e.g. a changed room), under its own heading. */
  externalMessage: string | null | undefined;
  state: DetailState;
}

/** Read more about a booked class: the product description and the optional extra message. */
export function GroupActivityInfoDialog({
  open,
  onClose,
  title,
  description,
  externalMessage,
  state,
}: Props) {
  const { t } = useTranslation('account-bookings');
  const emptyText =
    state === 'error'
      ? t('errors:errorLoadingDetails')
      : state === 'loading'
        ? t('loadingDetails')
        : t('noInformation');
  return (
    <InfoDialog
      open={open}
      onClose={onClose}
      title={title}
      html={description}
      emptyText={emptyText}
    >
      {externalMessage && externalMessage.trim() !== '' ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            {t('extraMessage')}
          </Typography>
          <SanitizedHtml html={externalMessage} preserveLineBreaks data-testid="extra-message" />
        </Box>
      ) : null}
    </InfoDialog>
  );
}
