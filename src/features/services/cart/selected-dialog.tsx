import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Order } from '@generated/booking/model';
import { AppModal } from '@/components/modal/app-modal';
import { useLanguage } from '@/components/use-language';
import { formatPrice, formatTime, formatWeekdayDayMonth } from '@/lib/format';
import { pathTo } from '@/lib/paths';

interface Props {
  /** The order after the add; null when closed. */
  order: Order | null;
  onClose: () => void;
}

/**
 * Spec §2: the cart modal 'you have selected', with the services in the cart, going to checkout or
 * booking more times. It closes by itself when the cart has no service items (spec §4).
 */
export function SelectedDialog({ order, onClose }: Props) {
  const { t } = useTranslation('services');
  const language = useLanguage();
  const services = order?.serviceItems ?? [];
  const empty = order !== null && services.length === 0;
  useEffect(() => {
    if (empty) onClose();
  }, [empty, onClose]);
  return (
    <AppModal
      open={order !== null && !empty}
      onClose={onClose}
      title={t('selected.title')}
      closeLabel={t('selected.bookMore')}
      actions={
        <Button variant="contained" component={RouterLink} to={pathTo('checkout', language)}>
          {t('selected.checkout')}
        </Button>
      }
    >
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {services.map((item) => (
          <Stack component="li" key={item.id} data-testid="selected-line">
            <Typography sx={{ fontWeight: 600 }}>{item.product.name}</Typography>
            <Typography>
              {t('selected.line', {
                day: formatWeekdayDayMonth(item.duration.start, language),
                from: formatTime(item.duration.start),
                to: formatTime(item.duration.end),
              })}
            </Typography>
            <Typography color="textSecondary">
              {[order?.businessUnit.name, formatPrice(item.price.amount, language)].join(' · ')}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </AppModal>
  );
}
