import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GroupActivity } from '@generated/booking/model';
import { useLanguage } from '@/components/use-language';
import { formatDayHeading, formatTime } from '@/lib/format';
import { durationMinutes } from '../logic/class-availability';
import type { ScheduleDay } from '../logic/schedule-week';

/** The week, day by day: start time (Stockholm), name and duration in minutes. */
export function ScheduleDays({ days }: { days: ScheduleDay<GroupActivity>[] }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        '@media print': { gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 },
      }}
    >
      {days.map(({ day, sessions }) => (
        <Box
          component="section"
          key={day}
          aria-labelledby={`day-${day}`}
          data-testid="schedule-day"
          data-day={day}
          sx={{ breakInside: 'avoid' }}
        >
          <Typography variant="h2" id={`day-${day}`} sx={{ fontSize: '1.1rem', mb: 1 }}>
            {formatDayHeading(day, language)}
          </Typography>
          {sessions.length === 0 ? (
            <Typography variant="body2" color="textSecondary">
              {t('schedule.noSessions')}
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {sessions.map((session) => (
                <Box
                  component="li"
                  key={session.id}
                  sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider' }}
                  data-testid="schedule-session"
                >
                  <Typography component="span" sx={{ fontWeight: 700, mr: 1 }}>
                    <time dateTime={session.duration.start}>
                      {formatTime(session.duration.start)}
                    </time>
                  </Typography>
                  <Typography component="span">{session.name}</Typography>{' '}
                  <Typography component="span" variant="body2" color="textSecondary">
                    ({t('card.minutes', { count: durationMinutes(session.duration) })})
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
