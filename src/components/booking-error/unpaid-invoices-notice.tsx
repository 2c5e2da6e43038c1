import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '@/components/use-language';
import { ApiError } from '@/lib/api/api-error';
import { memberPagePath } from '@/lib/paths';

/** BRP's code when unpaid invoices block booking (spec §8 "unpaid invoices"). */
export const UNPAID_INVOICES = 'UNPAID_INVOICES_EXIST';

export const isUnpaidInvoices = (error: unknown): boolean =>
  error instanceof ApiError && error.errorCode === UNPAID_INVOICES;

/**
 * Why booking is refused when unpaid invoices block it, in the catalogue's words (spec §8), and
 * the way to the invoices, where the member can pay them (issue 44). It stays on the page: the
 * refusal's toast goes after 4 s, a link in it could not be reached in time.
 */
export function UnpaidInvoicesNotice() {
  const { t } = useTranslation('errors');
  const language = useLanguage();
  return (
    <Alert severity="warning" role="alert" data-testid="unpaid-invoices-notice">
      {t(`codes.${UNPAID_INVOICES}`)}{' '}
      <Link component={RouterLink} to={memberPagePath('invoices', language)} color="inherit">
        {t('unpaidInvoicesLink')}
      </Link>
    </Alert>
  );
}
