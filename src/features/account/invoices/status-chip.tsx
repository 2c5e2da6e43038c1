import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '@/lib/invoices/invoice-status';

// Filled only where the theme's colour keeps 4.5:1 with its text in both schemes (error, success);
// the others are outlined in the text's own colour (MUI's light warning orange would not be).
const LOOK = {
  overdue: { color: 'error', variant: 'filled' },
  unpaid: { color: 'default', variant: 'outlined' },
  collection: { color: 'error', variant: 'filled' },
  directDebit: { color: 'default', variant: 'outlined' },
  paid: { color: 'success', variant: 'filled' },
} as const;

/** The invoice's status as a word (never by colour alone). */
export function StatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('account-invoices');
  return (
    <Chip
      size="small"
      color={LOOK[status].color}
      variant={LOOK[status].variant}
      label={t(`status.${status}`)}
      data-testid="invoice-status"
      sx={{ fontWeight: 600 }}
    />
  );
}
