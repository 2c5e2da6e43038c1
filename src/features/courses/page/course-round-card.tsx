// One round of a course: its dates (every occasion), places left, price per participant, the
// minimum age (spec §8), and the participant form while it can be booked.
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Event } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { formatTime, formatWeekdayDayMonth } from '@/lib/format';
import { formatPrice } from '@/lib/money';
import { pathTo } from '@/lib/paths';
import { stockholmDay } from '@/lib/stockholm-days';
import { occasionsOf, type RoundState } from '../logic/course-round';
import type { Participant } from '../logic/participant';
import { ParticipantForm } from './participant-form';

interface Props {
  event: Event;
  state: RoundState;
  today: string;
  busy: boolean;
  added: boolean;
  refusal: { text: string; birthDate: boolean } | null;
  onAdd: (participant: Participant) => void;
}

export function CourseRoundCard({ event, state, today, busy, added, refusal, onAdd }: Props) {
  const { t } = useTranslation('courses');
  const language = useLanguage();
  const occasions = occasionsOf(event);
  const left = event.slots?.leftToBook;
  const headingId = `round-${event.id}`;
  return (
    <Card component="li" variant="outlined" data-testid="course-round" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={1}>
          <Typography id={headingId} component="h2" variant="h3">
            {event.name}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {event.price ? (
              <Chip
                data-testid="round-price"
                label={t('round.price', { price: formatPrice(event.price.amount, language) })}
              />
            ) : null}
            {event.minimumAge ? (
              <Chip
                data-testid="round-age"
                label={t('round.minimumAge', { minAge: event.minimumAge })}
              />
            ) : null}
            {state === 'soldOut' ? (
              <Chip color="error" data-testid="round-state" label={t('round.soldOut')} />
            ) : state === 'closed' ? (
              <Chip data-testid="round-state" label={t('round.closed')} />
            ) : state === 'notYet' ? (
              <Chip data-testid="round-state" label={t('round.notYet')} />
            ) : left !== undefined ? (
              <Chip
                color="success"
                data-testid="round-left"
                label={t('round.left', { count: left })}
              />
            ) : null}
          </Stack>
          <Typography component="h3" variant="h4" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            {t('round.occasions', { count: occasions.length })}
          </Typography>
          <Stack component="ol" spacing={0.25} sx={{ pl: 3, m: 0 }} data-testid="round-occasions">
            {occasions.map((time) => (
              <Typography component="li" key={time.start}>
                {formatWeekdayDayMonth(time.start, language)}{' '}
                {t('round.time', { from: formatTime(time.start), to: formatTime(time.end) })}
              </Typography>
            ))}
          </Stack>
          {event.information ? (
            <Typography color="textSecondary">{event.information}</Typography>
          ) : null}
          {added ? (
            <Alert severity="success" data-testid="course-added">
              {t('round.added')}{' '}
              <Link component={RouterLink} to={pathTo('checkout', language)} underline="always">
                {t('round.toCheckout')}
              </Link>
            </Alert>
          ) : state === 'open' ? (
            <>
              {refusal && !refusal.birthDate ? (
                <Alert severity="error">{refusal.text}</Alert>
              ) : null}
              <ParticipantForm
                eventId={event.id}
                minimumAge={event.minimumAge}
                firstDay={stockholmDay(occasions[0]?.start ?? event.duration.start)}
                today={today}
                busy={busy}
                birthDateRefusal={refusal?.birthDate ? refusal.text : null}
                onSubmit={onAdd}
              />
            </>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
