import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GroupActivity } from '@generated/booking/model';
import { AppModal } from '@/components/modal/app-modal';
import { LoginForm } from '@/components/sign-in/login-form';
import { useLanguage } from '@/components/use-language';
import { formatTime, formatWeekdayDayMonth } from '@/lib/format';

interface Props {
  activity: GroupActivity | null;
  onSignedIn: (customerId: number) => void;
  onCancel: () => void;
}

/** Spec §4: booking without a session opens the login; the booking resumes after it. */
export function LoginToBookDialog({ activity, onSignedIn, onCancel }: Props) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  return (
    <AppModal
      open={activity !== null}
      onClose={onCancel}
      title={t('login.title')}
      closeLabel={t('login.cancel')}
      width="narrow"
    >
      {activity ? (
        <>
          <Typography sx={{ mb: 2 }}>
            {t('login.text', {
              name: activity.name,
              when: `${formatWeekdayDayMonth(activity.duration.start, language)} ${formatTime(activity.duration.start)}`,
            })}
          </Typography>
          <LoginForm onSignedIn={(customer) => onSignedIn(customer.id)} />
        </>
      ) : null}
    </AppModal>
  );
}
