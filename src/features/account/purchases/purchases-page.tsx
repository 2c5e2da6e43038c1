import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error/load-error';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { useLanguage } from '@/components/use-language';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { formatMonthHeading } from '@/lib/format';
import { useMember } from '../shell/member-context';
import { customerReceiptsQuery } from './queries';
import { MemberWithdrawals } from './member-withdrawals';
import { ReceiptCard } from './receipt-card';
import { groupReceiptsByMonth } from './receipt-grouping';

/** Spec §2 "Purchases": the customer's receipts, a heading per month, newest first. */
export default function PurchasesPage() {
  const { t } = useTranslation('account-purchases');
  const language = useLanguage();
  const { customerId } = useMember();
  usePageTitle(t('title'));
  const receipts = useQuery(customerReceiptsQuery(customerId));

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography color="textSecondary">{t('intro')}</Typography>
      </Stack>
      <MemberWithdrawals />
      {receipts.isPending ? (
        <Stack spacing={2} aria-busy="true">
          <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
          <Skeleton variant="text" width="10rem" height={40} />
          {[0, 1].map((key) => (
            <Skeleton key={key} variant="rounded" height={180} />
          ))}
        </Stack>
      ) : receipts.isError ? (
        <LoadError message={t('loadError')} onRetry={() => void receipts.refetch()} />
      ) : receipts.data.length === 0 ? (
        <Typography>{t('empty')}</Typography>
      ) : (
        groupReceiptsByMonth(receipts.data).map((month) => (
          <Stack
            key={month.key}
            component="section"
            spacing={2}
            aria-labelledby={`month-${month.key}`}
          >
            <Typography id={`month-${month.key}`} variant="h2">
              {formatMonthHeading(month.receipts[0]!.created, language)}
            </Typography>
            {month.receipts.map((receipt) => (
              <ReceiptCard key={receipt.id} customerId={customerId} receipt={receipt} />
            ))}
          </Stack>
        ))
      )}
    </Stack>
  );
}
