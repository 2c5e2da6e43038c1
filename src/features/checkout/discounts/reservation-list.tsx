import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueCardReservation } from '@generated/booking/model';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { LoadError } from '@/components/load-error/load-error';
import { useLanguage } from '@/components/use-language';
import { errorText } from '@/lib/errors/error-message';
import { formatPrice } from '@/lib/format';
import { toast } from '@/lib/toast';
import { amountUsed, reservationName } from './discount-rules';
import type { useDiscountActions } from './use-discount-actions';

interface Props {
  query: UseQueryResult<ValueCardReservation[]>;
  actions: ReturnType<typeof useDiscountActions>;
}

/**
 * The value cards paying for the order: name, number and amount used, each with a remove button
 * and its are-you-sure dialog (spec §2 modals: Remove/Cancel).
 */
export function ReservationList({ query, actions }: Props) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const [asking, setAsking] = useState<ValueCardReservation | null>(null);
  const [busy, setBusy] = useState(false);

  const release = async (reservation: ValueCardReservation) => {
    setBusy(true);
    try {
      await actions.releaseValueCard(reservation.id);
    } catch (error) {
      if (!actions.handledOrderClosed(error))
        toast.error(t('discounts.release.failed', { message: errorText(t, error) }));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  if (query.isPending && query.fetchStatus !== 'idle')
    return <CircularProgress size={24} aria-label={t('discounts.loadingCards')} />;
  if (query.isError)
    return (
      <LoadError
        message={`${t('discounts.cardsError')} ${errorText(t, query.error)}`}
        onRetry={() => void query.refetch()}
      />
    );
  const list = query.data ?? [];
  if (list.length === 0) return null;
  return (
    <>
      <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
        {t('discounts.cardsHeading')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.map((reservation) => {
          const name = reservationName(reservation);
          return (
            <Stack
              component="li"
              key={reservation.id}
              direction="row"
              spacing={2}
              data-testid="value-card-reservation"
              sx={{
                alignItems: 'center',
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <Stack sx={{ flexGrow: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                <Typography color="textSecondary">
                  {t('discounts.cardNumber', { number: String(reservation.valueCard.number) })}
                </Typography>
              </Stack>
              <Typography sx={{ whiteSpace: 'nowrap' }} data-testid="reservation-amount">
                {formatPrice(-amountUsed(reservation), language)}
              </Typography>
              <Button
                size="small"
                color="secondary"
                disabled={busy}
                aria-label={t('discounts.release.button', { name })}
                onClick={() => setAsking(reservation)}
              >
                {t('discounts.release.short')}
              </Button>
            </Stack>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={t('confirmRemove.title')}
        confirmLabel={t('confirmRemove.confirm')}
        cancelLabel={t('confirmRemove.cancel')}
        destructive
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void release(asking)}
      >
        <Typography>
          {t('discounts.release.text', { name: asking ? reservationName(asking) : '' })}
        </Typography>
      </ConfirmDialog>
    </>
  );
}
