import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceSuggestion } from '@generated/booking/model';
import { LoadError } from '@/components/load-error/load-error';
import { useLanguage } from '@/components/use-language';
import { formatPrice, formatTime } from '@/lib/format';
import { SLOT_PAGE_SIZE, slotOpen } from '../logic/slots';

interface Props {
  /** The slots of the chosen day, earliest first; undefined while loading. */
  slots: ServiceSuggestion[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  now: number;
  /** The start of the slot being added, if any: every slot waits meanwhile. */
  adding: string | null;
  /** Whether a slot is in the cart already: it shows so, and cannot be picked again. */
  inCart: (slot: ServiceSuggestion) => boolean;
  onPick: (slot: ServiceSuggestion) => void;
  /** The product's price, for slots the API answers without one. */
  fallbackPrice: number | undefined;
}

/** The chosen day's free times, 10 at a time (spec §9), each with its price and a pick button. */
export function SlotList(props: Props) {
  const { t } = useTranslation('services');
  const { slots, loading, error, onRetry } = props;
  if (error) return <LoadError message={error} onRetry={onRetry} />;
  if (loading || !slots)
    return (
      <Stack spacing={1} role="status" aria-busy="true" aria-label={t('slots.loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  if (slots.length === 0) return <Typography>{t('slots.empty')}</Typography>;
  return <Slots {...props} slots={slots} />;
}

function Slots({
  slots,
  now,
  adding,
  inCart,
  onPick,
  fallbackPrice,
}: Props & { slots: ServiceSuggestion[] }) {
  const { t } = useTranslation('services');
  const language = useLanguage();
  const [shown, setShown] = useState(SLOT_PAGE_SIZE);
  const visible = slots.slice(0, shown);
  return (
    <Stack spacing={1}>
      <Typography color="textSecondary" data-testid="slot-count">
        {t('slots.count', { shown: visible.length, total: slots.length })}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {visible.map((slot) => {
          const time = `${formatTime(slot.duration.start)}–${formatTime(slot.duration.end)}`;
          const amount = slot.price?.amount ?? fallbackPrice;
          const price = amount === undefined ? '' : formatPrice(amount, language);
          const chosen = inCart(slot);
          const open = slotOpen(slot, now) && !chosen;
          const busy = adding === slot.duration.start;
          return (
            <Box
              component="li"
              key={slot.duration.start}
              data-testid="slot"
              data-start={slot.duration.start}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <Typography sx={{ fontWeight: 600, minWidth: 110 }} data-testid="slot-time">
                {time}
              </Typography>
              <Typography sx={{ flexGrow: 1 }} data-testid="slot-price">
                {price}
              </Typography>
              {/* While adding, a spinner over the unchanged label: a busy text wrapped in the
                  button on a 360 px phone. The name says what is going on instead. */}
              <Button
                variant="contained"
                disabled={!open || adding !== null}
                loading={busy}
                aria-label={
                  busy
                    ? t('slots.addingNamed', { time })
                    : open
                      ? t('slots.pickNamed', { time, price })
                      : undefined
                }
                onClick={() => onPick(slot)}
              >
                {chosen ? t('slots.inCart') : open ? t('slots.pick') : t('slots.past')}
              </Button>
            </Box>
          );
        })}
      </Stack>
      {shown < slots.length ? (
        <Button onClick={() => setShown((n) => n + SLOT_PAGE_SIZE)} sx={{ alignSelf: 'center' }}>
          {t('slots.showMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
