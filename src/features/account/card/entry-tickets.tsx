import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error/load-error';
import { formatDateTime } from '@/lib/format';
import { entryBookingsQuery } from './queries';
import { validEntries } from './valid-entries';

const QrCode = lazy(() => import('./scannable-codes').then(({ QrCode }) => ({ default: QrCode })));

const QR_SIZE = 200;

/** The valid entry tickets (BRP `customers/{customer}/bookings/entries`), each with its QR code. */
export function EntryTickets({ customerId, now }: { customerId: number; now: number }) {
  const { t } = useTranslation('account-overview');
  const headingId = useId();
  const tickets = useQuery(entryBookingsQuery(customerId));
  const entries = tickets.data ? validEntries(tickets.data, now) : [];

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} variant="h2">
        {t('cardPage.tickets.heading')}
      </Typography>
      {tickets.isPending ? (
        <Stack role="status" aria-label={t('cardPage.tickets.loading')} spacing={1}>
          <Skeleton variant="rectangular" width={QR_SIZE} height={QR_SIZE} />
          <Skeleton variant="text" width="60%" />
        </Stack>
      ) : tickets.isError && !tickets.data ? (
        <LoadError message={t('cardPage.tickets.error')} onRetry={() => void tickets.refetch()} />
      ) : entries.length === 0 ? (
        <Typography color="textSecondary">{t('cardPage.tickets.empty')}</Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          spacing={2}
          sx={{ flexWrap: 'wrap', p: 0, m: 0 }}
        >
          {entries.map((entry) => {
            const label = t('cardPage.tickets.codeLabel', {
              product: entry.product,
              position: entry.position,
              of: entry.of,
            });
            return (
              <Card component="li" key={entry.key} variant="outlined" sx={{ listStyle: 'none' }}>
                <CardContent component={Stack} spacing={1}>
                  <Typography variant="h3">{entry.product}</Typography>
                  <Typography>
                    {entry.place}
                    {entry.of > 1
                      ? ` · ${t('cardPage.tickets.position', { position: entry.position, of: entry.of })}`
                      : null}
                  </Typography>
                  {entry.validUntil ? (
                    <Typography color="textSecondary">
                      {t('cardPage.tickets.validUntil', { time: formatDateTime(entry.validUntil) })}
                    </Typography>
                  ) : null}
                  <Suspense
                    fallback={<Skeleton variant="rectangular" width={QR_SIZE} height={QR_SIZE} />}
                  >
                    <QrCode value={entry.code} label={label} size={QR_SIZE} />
                  </Suspense>
                  <Typography sx={{ fontFamily: 'monospace' }}>{entry.code}</Typography>
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
