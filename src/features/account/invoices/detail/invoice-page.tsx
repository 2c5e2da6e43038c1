import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error/load-error';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useLanguage } from '@/components/use-language';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { ApiError } from '@/lib/api/api-error';
import { memberPagePath } from '@/lib/paths';
import { stockholmDay } from '@/lib/stockholm-days';
import { useMember } from '../../shell/member-context';
import { canPayOnline, invoiceNumber, invoiceStatus } from '@/lib/invoices/invoice-status';
import { customerInvoiceQuery, invoiceIdParam } from '../queries';
import { StatusChip } from '../status-chip';
import { InvoiceDetails } from './invoice-details';
import { InvoicePdfButton } from './invoice-pdf-button';
import { readPaymentReturn } from './invoice-payment';
import { PayInvoice } from './pay-invoice';
import { PaymentResult } from './payment-result';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * One invoice (issue 44): what it says, its PDF, "Betala nu" while something is left to pay, and,
 * back from BRP's payment handler, the payment's result.
 */
export default function InvoicePage() {
  const { t } = useTranslation('account-invoices');
  const language = useLanguage();
  const { customerId } = useMember();
  const invoiceId = invoiceIdParam(useParams().invoiceId);
  const [search] = useSearchParams();
  const result = readPaymentReturn(search);
  const invoice = useQuery({
    ...customerInvoiceQuery(customerId, invoiceId ?? 0),
    enabled: invoiceId !== null,
  });
  const number = invoice.data ? invoiceNumber(invoice.data) : null;
  usePageTitle(number ? t('heading', { number }) : t('page.title'));
  const notFound = invoiceId === null || (invoice.isError && isNotFound(invoice.error));

  let content;
  if (notFound)
    content = (
      <>
        <Typography variant="h1">{t('page.title')}</Typography>
        <Typography>{t('page.notFound')}</Typography>
      </>
    );
  else if (invoice.isPending)
    content = (
      <>
        <Typography variant="h1">{t('page.title')}</Typography>
        <Stack spacing={2} aria-busy="true">
          <VisuallyHidden role="status">{t('page.loading')}</VisuallyHidden>
          <Skeleton variant="rounded" height={320} />
        </Stack>
      </>
    );
  else if (invoice.isError)
    content = (
      <>
        <Typography variant="h1">{t('page.title')}</Typography>
        <LoadError message={t('page.loadError')} onRetry={() => void invoice.refetch()} />
      </>
    );
  else {
    const status = invoiceStatus(invoice.data, stockholmDay(invoice.dataUpdatedAt));
    content = (
      <>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h1">{t('heading', { number })}</Typography>
          <StatusChip status={status} />
        </Stack>
        <PaymentResult
          result={result}
          paid={status === 'paid'}
          onRefresh={() => void invoice.refetch()}
          refreshing={invoice.isFetching}
        />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <InvoiceDetails invoice={invoice.data} paid={status === 'paid'} />
        </Paper>
        {status === 'collection' || status === 'directDebit' ? (
          <Alert severity="info">{t(`${status}Note`)}</Alert>
        ) : null}
        <InvoicePdfButton
          customerId={customerId}
          invoiceId={invoice.data.id}
          fileName={`${t('heading', { number })}.pdf`}
        />
        {canPayOnline(status) ? <PayInvoice invoice={invoice.data} /> : null}
      </>
    );
  }

  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to={memberPagePath('invoices', language)}
        startIcon={<ArrowBackIcon aria-hidden />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('page.back')}
      </Button>
      {content}
    </Stack>
  );
}
