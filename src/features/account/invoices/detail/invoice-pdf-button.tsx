import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createInvoiceReport } from '@generated/booking/endpoints/services/services';
import { errorText } from '@/lib/errors/error-message';
import { saveBlob } from '@/lib/save-blob';

interface Props {
  customerId: number;
  invoiceId: number;
  /** The file's name on the member's device. */
  fileName: string;
}

/**
 * The invoice as BRP's PDF (services/generate/invoicereport, a POST): fetched through our gateway
 * with the member's session, so no token ever reaches the page, then saved from memory.
 */
export function InvoicePdfButton({ customerId, invoiceId, fileName }: Props) {
  const { t } = useTranslation('account-invoices');
  const pdf = useMutation({
    mutationFn: () => createInvoiceReport({ customer: customerId, invoice: invoiceId }),
    onSuccess: (file) => saveBlob(new Blob([file], { type: 'application/pdf' }), fileName),
  });
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfIcon aria-hidden />}
        onClick={() => pdf.mutate()}
        loading={pdf.isPending}
        loadingPosition="start"
      >
        {pdf.isPending ? t('pdf.downloading') : t('pdf.download')}
      </Button>
      {pdf.isError ? (
        <Alert severity="error" role="alert">
          {t('pdf.failed', { message: errorText(t, pdf.error) })}
        </Alert>
      ) : null}
    </Stack>
  );
}
