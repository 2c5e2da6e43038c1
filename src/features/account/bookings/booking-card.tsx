import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';
import type { BookingEntry } from './booking-days';

interface Props {
  kind: BookingEntry['kind'];
  /** The start time shown big on the left; null while unknown. */
  start: string | null;
  title: string;
  facility: string;
  /** A mark beside the kind, such as "Inställt". */
  badge?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The frame every booking card shares: start time, kind, name and facility, then details and buttons. */
export function BookingCard({ kind, start, title, facility, badge, children, actions }: Props) {
  const { t } = useTranslation('account-bookings');
  const titleId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography
            component="p"
            data-testid="booking-time"
            sx={{ fontWeight: 700, fontSize: '1.25rem', minWidth: '3.5rem', lineHeight: 1.6 }}
          >
            {start ? <time dateTime={start}>{formatTime(start)}</time> : '–'}
          </Typography>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography
                variant="overline"
                component="p"
                color="textSecondary"
                sx={{ lineHeight: 1.5 }}
              >
                {t(`kind.${kind}`)}
              </Typography>
              {badge}
            </Stack>
            <Typography variant="h3" component="h3" id={titleId}>
              {title}
            </Typography>
            <Typography color="textSecondary" data-testid="booking-facility">
              {facility}
            </Typography>
            {children ? <Box sx={{ mt: 1 }}>{children}</Box> : null}
          </Box>
        </Stack>
      </CardContent>
      {actions ? (
        <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          {actions}
        </CardActions>
      ) : null}
    </Card>
  );
}
