import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { AppModal } from '@/components/modal/app-modal';
import { useLanguage } from '@/components/use-language';
import { formatPrice, formatTime, formatWeekdayDayMonth } from '@/lib/format';

interface Props {
  open: 'confirm' | 'notAllowed' | null;
  onClose: () => void;
  onConfirm: () => void;
  name: string;
  start: string;
  facility: string;
  /** Minor units; undefined when the booking carries no price. */
  price: number | undefined;
}

/**
 * Spec §2 "Service card": the confirmation with the service name and the cancel info with the
 * price, or, when the service starts within 24 hours, the dialog saying cancelling is not allowed.
 */
export function ServiceCancelDialogs({
  open,
  onClose,
  onConfirm,
  name,
  start,
  facility,
  price,
}: Props) {
  const { t } = useTranslation('account-bookings');
  const language = useLanguage();
  const when = t('at', { date: formatWeekdayDayMonth(start, language), time: formatTime(start) });
  return (
    <>
      <ConfirmDialog
        open={open === 'confirm'}
        title={t('service.confirmTitle')}
        confirmLabel={t('yes')}
        cancelLabel={t('no')}
        onCancel={onClose}
        onConfirm={onConfirm}
      >
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography>{`${when}, ${facility}`}</Typography>
        <Typography sx={{ mt: 2 }}>
          {price === undefined
            ? t('service.infoWithoutPrice')
            : t('service.info', { price: formatPrice(price, language) })}
        </Typography>
      </ConfirmDialog>
      <AppModal
        open={open === 'notAllowed'}
        onClose={onClose}
        title={t('service.notAllowedTitle')}
        width="narrow"
      >
        <Typography sx={{ fontWeight: 600 }}>{`${name}, ${when}`}</Typography>
        <Typography sx={{ mt: 1 }}>{t('service.notAllowedText')}</Typography>
        <Typography sx={{ mt: 2 }}>{t('service.notAllowedHelp', { facility })}</Typography>
      </AppModal>
    </>
  );
}
