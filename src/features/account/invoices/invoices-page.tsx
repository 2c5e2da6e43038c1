import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error/load-error';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { stockholmDay } from '@/lib/stockholm-days';
import { useMember } from '../shell/member-context';
import { InvoiceCard } from './invoice-card';
import { invoiceStatus, sortInvoices } from '@/lib/invoices/invoice-status';
import { customerInvoicesQuery } from './queries';

/**
 * Issue 44: the member's invoices, what is left to pay first (overdue, unpaid), then the paid ones.
 * "Overdue" is judged on the day the list was fetched: the same on the server and in the browser.
 */
export default function InvoicesPage() {
  const { t } = useTranslation('account-invoices');
  const { customerId } = useMember();
  usePageTitle(t('title'));
  const invoices = useQuery(customerInvoicesQuery(customerId));

  let content;
  if (invoices.isPending)
    content = (
      <Stack spacing={2} aria-busy="true">
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={160} />
        ))}
      </Stack>
    );
  else if (invoices.isError)
    content = <LoadError message={t('loadError')} onRetry={() => void invoices.refetch()} />;
  else if (invoices.data.length === 0) content = <Typography>{t('empty')}</Typography>;
  else {
    const today = stockholmDay(invoices.dataUpdatedAt);
    const sorted = sortInvoices(invoices.data, today).map((invoice) => ({
      invoice,
      status: invoiceStatus(invoice, today),
    }));
    const groups = [
      {
        key: 'open',
        heading: t('unpaidHeading'),
        items: sorted.filter((i) => i.status !== 'paid'),
      },
      { key: 'paid', heading: t('paidHeading'), items: sorted.filter((i) => i.status === 'paid') },
    ].filter((group) => group.items.length > 0);
    content = groups.map((group) => (
      <Stack
        key={group.key}
        component="section"
        spacing={2}
        aria-labelledby={`invoices-${group.key}`}
      >
        <Typography id={`invoices-${group.key}`} variant="h2">
          {group.heading}
        </Typography>
        {group.items.map(({ invoice, status }) => (
          <InvoiceCard key={invoice.id} invoice={invoice} status={status} />
        ))}
      </Stack>
    ));
  }

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography color="textSecondary">{t('intro')}</Typography>
      </Stack>
      {content}
    </Stack>
  );
}
