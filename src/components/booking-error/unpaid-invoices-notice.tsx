import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '@/components/use-language';
import { ApiError } from '@/lib/api/api-error';
import { useHasBlockingInvoices } from '@/lib/invoices/unpaid-invoices';
import { memberPagePath } from '@/lib/paths';

/** BRP's code when unpaid invoices block booking (spec §8 "unpaid invoices"). */
export const UNPAID_INVOICES = 'UNPAID_INVOICES_EXIST';

export const isUnpaidInvoices = (error: unknown): boolean =>
  error instanceof ApiError && error.errorCode === UNPAID_INVOICES;

/**
 * Why booking is refused when unpaid invoices block it, in the catalogue's words (spec §8), and
 * the way to the invoices, where the member can pay them (issue 44). It stays on the page: the
 * refusal's toast goes after 4 s, a link in it could not be reached in time. Shown ahead of a
 * refusal (`refused` false, the member's overdue invoices known) it is a polite status, not an
 * alert that interrupts the page being read.
 */
export function UnpaidInvoicesNotice({ refused = true }: { refused?: boolean }) {
  const { t } = useTranslation('errors');
  const language = useLanguage();
  return (
    <Alert
      severity="warning"
      role={refused ? 'alert' : 'status'}
      data-testid="unpaid-invoices-notice"
    >
      {t(`codes.${UNPAID_INVOICES}`)}{' '}
      <Link component={RouterLink} to={memberPagePath('invoices', language)} color="inherit">
        {t('unpaidInvoicesLink')}
      </Link>
    </Alert>
  );
}

/**
 * The notice where a member books (the class and treatment pages) or looks at their account (the
 * overview): after BRP refused a booking for unpaid invoices, or before anything is picked when
 * the member's invoices are overdue (issue 44). Nothing for a visitor, nor when the invoices
 * cannot be read: BRP's refusal still says it then.
 */
export function BookingInvoicesNotice({
  customerId,
  refused = false,
}: {
  customerId: number | null | undefined;
  refused?: boolean;
}) {
  const blocking = useHasBlockingInvoices(customerId);
  if (!customerId || (!refused && !blocking)) return null;
  return <UnpaidInvoicesNotice refused={refused} />;
}
