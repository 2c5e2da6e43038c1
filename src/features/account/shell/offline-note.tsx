// Offline (issue 23, decision 036): the pages the service worker kept show the member's data from
// the last visit, marked with when it was fetched; the sections it did not keep say they need a
// connection.
import { getGetCustomerQueryOptions } from '@generated/booking/endpoints/customers/customers';
import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useOnline } from '@/lib/use-online';

/** "Offline – last updated 2026-01-12 10:27" (Stockholm time), shown only while offline. */
export function LastUpdatedNote({ customerId }: { customerId: number }) {
  const { t } = useTranslation('account');
  const online = useOnline();
  const queryClient = useQueryClient();
  if (online) return null;
  // The member's data came with the kept page: their time is the page's.
  const updatedAt = queryClient.getQueryState(
    getGetCustomerQueryOptions(customerId).queryKey,
  )?.dataUpdatedAt;
  return (
    <Alert severity="info" role="status">
      {t('offline.saved')}{' '}
      {updatedAt ? t('offline.lastUpdated', { time: formatDateTime(updatedAt) }) : null}
    </Alert>
  );
}

/** In place of a section that needs fresh answers, while offline. */
export function NeedsConnection() {
  const { t } = useTranslation('account');
  return <Alert severity="warning">{t('offline.needsConnection')}</Alert>;
}
