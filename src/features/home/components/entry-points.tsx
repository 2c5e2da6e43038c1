import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import PersonIcon from '@mui/icons-material/Person';
import PoolIcon from '@mui/icons-material/Pool';
import SchoolIcon from '@mui/icons-material/School';
import SpaIcon from '@mui/icons-material/Spa';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '@/components/use-language';
import { memberPagePath, pathTo } from '@/lib/paths';

export function EntryPoints() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const entries = [
    {
      to: pathTo('booking', language),
      icon: <PoolIcon />,
      title: t('entries.classes'),
      text: t('entries.classesText'),
    },
    {
      to: pathTo('schedule', language),
      icon: <CalendarMonthIcon />,
      title: t('entries.schedule'),
      text: t('entries.scheduleText'),
    },
    {
      to: '#treatments',
      icon: <SpaIcon />,
      title: t('entries.treatments'),
      text: t('entries.treatmentsText'),
    },
    {
      to: pathTo('memberships', language),
      icon: <CardMembershipIcon />,
      title: t('entries.memberships'),
      text: t('entries.membershipsText'),
    },
    {
      to: pathTo('courses', language),
      icon: <SchoolIcon />,
      title: t('entries.courses'),
      text: t('entries.coursesText'),
    },
    {
      to: pathTo('entries', language),
      icon: <ConfirmationNumberIcon />,
      title: t('entries.entries'),
      text: t('entries.entriesText'),
    },
    {
      to: pathTo('valueCards', language),
      icon: <LoyaltyIcon />,
      title: t('entries.valueCards'),
      text: t('entries.valueCardsText'),
    },
    {
      to: pathTo('giftCards', language),
      icon: <CardGiftcardIcon />,
      title: t('entries.giftCards'),
      text: t('entries.giftCardsText'),
    },
    {
      to: memberPagePath('overview', language),
      icon: <PersonIcon />,
      title: t('entries.memberArea'),
      text: t('entries.memberAreaText'),
    },
  ];
  return (
    <Grid container spacing={2} component="nav" aria-label={t('entries.label')}>
      {entries.map((entry) => (
        <Grid key={entry.to} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={entry.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography
                  component="h2"
                  variant="h3"
                  sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
                >
                  {entry.icon}
                  {entry.title}
                </Typography>
                <Typography color="textSecondary" sx={{ mt: 1 }}>
                  {entry.text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
