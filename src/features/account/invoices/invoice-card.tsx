import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Invoice } from '@generated/booking/model';
import { DetailList } from '@/components/detail-list/detail-list';
import { useLanguage } from '@/components/use-language';
import { formatPrice } from '@/lib/format';
import { invoicePath } from '@/lib/paths';
import { invoiceNumber, type InvoiceStatus } from '@/lib/invoices/invoice-status';
import { StatusChip } from './status-chip';

interface Props {
  invoice: Invoice;
  status: InvoiceStatus;
}

/** One invoice in the list: number, status, what it is for, due date and amount. */
export function InvoiceCard({ invoice, status }: Props) {
  const { t } = useTranslation('account-invoices');
  const language = useLanguage();
  const headingId = `invoice-${invoice.id}`;
  const paid = status === 'paid';
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography id={headingId} component="h3" variant="h3">
            {t('heading', { number: invoiceNumber(invoice) })}
          </Typography>
          <StatusChip status={status} />
        </Stack>
        {invoice.message ? (
          <Typography color="textSecondary" sx={{ mb: 1.5 }}>
            {invoice.message}
          </Typography>
        ) : null}
        <DetailList
          items={[
            { label: t('dueDate'), value: invoice.dueDate },
            paid
              ? { label: t('paidAmount'), value: formatPrice(invoice.totalAmount.amount, language) }
              : {
                  label: t('rest'),
                  value: <strong>{formatPrice(invoice.rest.amount, language)}</strong>,
                },
          ]}
        />
      </CardContent>
      <CardActions sx={{ px: 2, pt: 0, pb: 2 }}>
        <Button
          component={RouterLink}
          to={invoicePath(invoice.id, language)}
          aria-describedby={headingId}
          variant={paid ? 'text' : 'contained'}
        >
          {t('show')}
        </Button>
      </CardActions>
    </Card>
  );
}
