import EventIcon from '@mui/icons-material/Event';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/components/plain-button/plain-button';
import { ShellIcon } from '@/components/shell-icon/shell-icon';
import type { BookedTime } from '@/lib/calendar/download-ics';
import { loadChunk } from '@/lib/chunk-load';

interface Props {
  /** The booking's name, in the button's accessible name (a list has one button per booking). */
  name: string;
  /** Its times; none (a course whose dates could not be loaded) shows no button. */
  times: readonly BookedTime[];
  size?: 'small' | 'medium';
  /** Only the icon, for a compact row such as the overview's. */
  iconOnly?: boolean;
}

// The file's code loads at the first click: the pages showing the button stay within their budget.
const download = (times: readonly BookedTime[]) =>
  void loadChunk(() => import('@/lib/calendar/download-ics')).then((module) =>
    module.downloadBookedTimes(times),
  );

/** "Lägg till i kalendern": the booking as an .ics file, made in the browser. */
export function AddToCalendarButton({ name, times, size, iconOnly = false }: Props) {
  const { t } = useTranslation();
  if (times.length === 0) return null;
  const label = t('calendar.addNamed', { name });
  if (iconOnly)
    return (
      <IconButton aria-label={label} onClick={() => download(times)} size={size}>
        <EventIcon />
      </IconButton>
    );
  // A plain button: a list of bookings repeats it on every card (PlainButton).
  return (
    <PlainButton
      size={size}
      startIcon={<ShellIcon name="event" />}
      aria-label={label}
      onClick={() => download(times)}
    >
      {t('calendar.add')}
    </PlainButton>
  );
}
