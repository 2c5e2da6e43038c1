import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GroupActivity } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { WaitingListNote } from '@/components/booking-rules/waiting-list-note';
import { formatTime, formatWeekdayDayMonth } from '@/lib/format';
import { durationMinutes, type ClassAvailability } from '../logic/class-availability';
import { downloadClassIcs } from './download-ics';
import { BookButton } from './book-button';
import type { BookingUiState } from './use-book-class';

interface Props {
  activity: GroupActivity;
  availability: ClassAvailability;
  state: BookingUiState | undefined;
  onBook: () => void;
  onReadMore: () => void;
}

function SlotsLine({ availability }: { availability: ClassAvailability }) {
  const { t } = useTranslation('classes');
  switch (availability.kind) {
    case 'open':
      return <>{t('slots.left', { count: availability.left })}</>;
    case 'waitingList':
      return <>{t('slots.waitingList', { count: availability.queue })}</>;
    case 'full':
      return <>{t('slots.full')}</>;
    case 'cancelled':
      return <>{t('slots.cancelled')}</>;
    case 'onWaitingList':
      return availability.position ? (
        <>{t('slots.onWaitingListPosition', { position: availability.position })}</>
      ) : (
        <>{t('slots.onWaitingList')}</>
      );
    default:
      return null;
  }
}

/**
 * A class not yet open for booking says when it opens where the button would be, instead of a
 * button that cannot be pressed (issue 23); one too late to book says when booking closed, in
 * full contrast, rather than a faint disabled button that gives no reason (issue 41).
 */
function BookingWindowNote({
  at,
  text,
  testId,
}: {
  at: string;
  text: 'opens' | 'closed';
  testId: string;
}) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  return (
    <Typography
      variant="body2"
      sx={{ fontWeight: 600, textAlign: { sm: 'right' }, minWidth: 160, maxWidth: { sm: 240 } }}
      data-testid={testId}
    >
      {t(`slots.${text}`, {
        date: formatWeekdayDayMonth(at, language),
        time: formatTime(at),
      })}
    </Typography>
  );
}

export function ClassCard({ activity, availability, state, onBook, onReadMore }: Props) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const { start, end } = activity.duration;
  const instructors = activity.instructors.map((i) => i.name).join(', ');
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={`class-${activity.id}`}
      data-testid="class-card"
      data-class-id={activity.id}
    >
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="textSecondary" data-testid="class-time">
              <time dateTime={start}>
                {formatWeekdayDayMonth(start, language)} {formatTime(start)}
              </time>
              –<time dateTime={end}>{formatTime(end)}</time>
            </Typography>
            <Typography
              variant="h3"
              component="h3"
              id={`class-${activity.id}`}
              sx={{ fontSize: '1.2rem', my: 0.5 }}
            >
              {activity.name}
            </Typography>
            <Typography variant="body2">
              {activity.businessUnit.name}
              {activity.locations[0] ? `, ${activity.locations[0].name}` : ''}
              {' · '}
              {t('card.minutes', { count: durationMinutes(activity.duration) })}
            </Typography>
            {instructors ? (
              <Typography variant="body2">
                {t('card.instructors', { names: instructors })}
              </Typography>
            ) : null}
            <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }} data-testid="class-slots">
              <SlotsLine availability={availability} />
            </Typography>
            {availability.kind === 'onWaitingList' ? (
              <WaitingListNote
                bookableUntil={activity.bookableLatestExtended ?? activity.bookableLatest}
              />
            ) : null}
          </Box>
          <Stack spacing={1} sx={{ alignItems: { sm: 'flex-end' }, flexShrink: 0 }}>
            {availability.kind === 'notYetBookable' && !state ? (
              <BookingWindowNote at={availability.opensAt} text="opens" testId="booking-opens" />
            ) : availability.kind === 'tooLate' && !state ? (
              <BookingWindowNote at={availability.closedAt} text="closed" testId="booking-closed" />
            ) : (
              <BookButton
                availability={availability}
                state={state}
                className={activity.name}
                onBook={onBook}
              />
            )}
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                onClick={onReadMore}
                aria-label={t('card.readMoreAbout', { name: activity.name })}
              >
                {t('card.readMore')}
              </Button>
              {availability.kind === 'booked' ? (
                <Button
                  size="small"
                  startIcon={<EventIcon />}
                  onClick={() => downloadClassIcs(activity, t('ics.description'))}
                >
                  {t('card.addToCalendar')}
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
