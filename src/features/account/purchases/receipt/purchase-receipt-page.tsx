import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '@/components/load-error/load-error';
import { usePageTitle } from '@/components/page-title/use-page-title';
import { PrintableReceipt } from '@/components/printable-receipt/printable-receipt';
import { PrintReceiptButton } from '@/components/printable-receipt/print-receipt-button';
import { useLanguage } from '@/components/use-language';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { ApiError } from '@/lib/api/api-error';
import { memberPagePath, withdrawalPath } from '@/lib/paths';
import Link from '@mui/material/Link';
import { useMember } from '../../shell/member-context';
import { purchaseReceiptQuery, receiptIdParam } from '../queries';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * One purchase's receipt as a page of its own (docs/decisions/038): on a phone or a desktop the
 * member opens it from Mina köp, reads it, and prints it or saves it as a PDF for the employer.
 */
export default function PurchaseReceiptPage() {
  const { t } = useTranslation(['account-purchases', 'withdrawal']);
  const language = useLanguage();
  const { customerId } = useMember();
  const receiptId = receiptIdParam(useParams().receiptId);
  const receipt = useQuery({
    ...purchaseReceiptQuery(customerId, receiptId ?? 0),
    enabled: receiptId !== null,
  });
  usePageTitle(
    receipt.data ? t('receiptHeading', { number: receipt.data.number }) : t('receiptPage.title'),
  );
  const notFound = receiptId === null || (receipt.isError && isNotFound(receipt.error));

  // Loaded, the receipt's own heading is the page's; until then the page names itself.
  const heading = <Typography variant="h1">{t('receiptPage.title')}</Typography>;
  let content;
  if (notFound)
    content = (
      <>
        {heading}
        <Typography>{t('receiptPage.notFound')}</Typography>
      </>
    );
  else if (receipt.isPending)
    content = (
      <>
        {heading}
        <Stack spacing={2} aria-busy="true">
          <VisuallyHidden role="status">{t('receiptPage.loading')}</VisuallyHidden>
          <Skeleton variant="rounded" height={420} />
        </Stack>
      </>
    );
  else if (receipt.isError)
    content = (
      <>
        {heading}
        <LoadError message={t('receiptPage.loadError')} onRetry={() => void receipt.refetch()} />
      </>
    );
  else
    content = (
      <>
        <PrintReceiptButton />
        <PrintableReceipt receipt={receipt.data} headingLevel="h1" />
        <Typography>
          <Link
            component={RouterLink}
            to={withdrawalPath(language, receipt.data.orders[0]?.number)}
            underline="always"
          >
            {t('withdrawal:link')}
          </Link>
        </Typography>
      </>
    );

  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to={memberPagePath('purchases', language)}
        startIcon={<ArrowBackIcon aria-hidden />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('receiptPage.back')}
      </Button>
      {content}
    </Stack>
  );
}
