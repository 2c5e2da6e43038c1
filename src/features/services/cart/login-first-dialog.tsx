import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ServiceSuggestion } from '@generated/booking/model';
import { AppModal } from '@/components/modal/app-modal';
import { LoginForm } from '@/components/sign-in/login-form';
import { useLanguage } from '@/components/use-language';
import { formatTime, formatWeekdayDayMonth } from '@/lib/format';

interface Props {
  open: boolean;
  serviceName: string;
  /** The slot that waits for the login, if the visitor picked one. */
  slot: ServiceSuggestion | null;
  onSignedIn: (customerId: number) => void;
  onCancel: () => void;
}

/** Spec §5: a 'friskvård' service requires login; the picked slot is added after it. */
export default function LoginFirstDialog({ open, serviceName, slot, onSignedIn, onCancel }: Props) {
  const { t } = useTranslation('services');
  const language = useLanguage();
  return (
    <AppModal
      open={open}
      onClose={onCancel}
      title={t('login.title')}
      closeLabel={t('login.cancel')}
      width="narrow"
    >
      <Typography sx={{ mb: 2 }}>
        {slot
          ? t('login.text', {
              name: serviceName,
              when: `${formatWeekdayDayMonth(slot.duration.start, language)} ${formatTime(slot.duration.start)}`,
            })
          : t('login.textNoSlot', { name: serviceName })}
      </Typography>
      <LoginForm onSignedIn={(customer) => onSignedIn(customer.id)} />
    </AppModal>
  );
}
