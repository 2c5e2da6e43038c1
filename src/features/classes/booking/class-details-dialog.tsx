import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GroupActivity, GroupActivityProduct } from '@generated/booking/model';
import { InfoDialog } from '@/components/info-dialog/info-dialog';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html';

interface Props {
  activity: GroupActivity | null;
  product: GroupActivityProduct | undefined;
  productsState: 'pending' | 'error' | 'success';
  onClose: () => void;
}

/** "Read more": the class type's description and the occurrence's message, both sanitised. */
export function ClassDetailsDialog({ activity, product, productsState, onClose }: Props) {
  const { t } = useTranslation('classes');
  const description = product?.description ?? activity?.description;
  const emptyText =
    productsState === 'error'
      ? t('errors:errorLoadingDetails')
      : productsState === 'pending'
        ? t('details.loading')
        : t('details.none');
  const message = activity?.externalMessage;
  return (
    <InfoDialog
      open={activity !== null}
      onClose={onClose}
      title={activity?.name ?? ''}
      html={description}
      emptyText={emptyText}
    >
      {message && message.trim() !== '' ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h3" component="h3" sx={{ mb: 1, fontSize: '1.1rem' }}>
            {t('details.message')}
          </Typography>
          <SanitizedHtml html={message} preserveLineBreaks data-testid="class-message" />
        </Box>
      ) : null}
    </InfoDialog>
  );
}
