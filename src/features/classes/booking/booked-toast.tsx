import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { GroupActivityBooking } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { memberPagePath } from '@/lib/paths';

/** The success toast: booked or on the waiting list, with a link to the bookings in my pages. */
/** `name` is the class the customer chose (the answer names it too, but the list is what they saw). */
export function BookedToast({ booking, name }: { booking: GroupActivityBooking; name: string }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const position = booking.waitingListBooking?.waitingListPosition;
  const text =
    booking.type === 'waitingListBooking'
      ? position
        ? t('toast.waitingListPosition', { name: name, position })
        : t('toast.waitingList', { name: name })
      : t('toast.booked', { name: name });
  return (
    <span data-testid="booked-toast">
      {text}{' '}
      <Link
        component={RouterLink}
        to={memberPagePath('bookings', language)}
        color="inherit"
        underline="always"
      >
        {t('toast.toMyPages')}
      </Link>
    </span>
  );
}
