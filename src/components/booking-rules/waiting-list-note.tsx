import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/use-language';
import { formatTime, formatWeekdayDayMonth } from '@/lib/format';

/**
 * A waiting-list place: BRP books the member when a place frees up, until the class stops being
 * bookable (bookableLatest, the member's own one when BRP sends it); leaving the list before then
 * costs no strike (docs/decisions/037).
 */
export function WaitingListNote({ bookableUntil }: { bookableUntil: string | null | undefined }) {
  const { t } = useTranslation('booking-rules');
  const language = useLanguage();
  return (
    <Typography variant="body2" data-testid="waiting-list-note">
      {t('waitingList.automatic')}
      {bookableUntil
        ? ` ${t('waitingList.leaveBy', {
            date: formatWeekdayDayMonth(bookableUntil, language),
            time: formatTime(bookableUntil),
          })}`
        : ''}
    </Typography>
  );
}
