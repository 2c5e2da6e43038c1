import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from './invoice-status';

const COLOUR = {
  overdue: 'error',
  unpaid: 'warning',
  collection: 'error',
  directDebit: 'info',
  paid: 'success',
} as const;

/** The invoice's status as a word (never by colour alone). */
export function StatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('account-invoices');
  return (
    <Chip
      size="small"
      color={COLOUR[status]}
      label={t(`status.${status}`)}
      data-testid="invoice-status"
      sx={{ fontWeight: 600 }}
    />
  );
}
