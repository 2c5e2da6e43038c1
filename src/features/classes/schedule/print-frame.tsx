import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/components/use-language';
import { env } from '@/lib/env';
import { formatDayMonth } from '@/lib/format';
import type { ScheduleWeek } from '../logic/schedule-week';
import type { FacilityContact } from './facility-contacts';

/** On paper: no site header, menu, filters, buttons or toasts (the schedule page only). */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        '@media print': {
          'header, nav, button, [data-print-hide], .notistack-SnackbarContainer': {
            display: 'none !important',
          },
          body: { background: (theme.vars ?? theme).palette.common.white },
          '#main': { padding: '0 !important', maxWidth: 'none !important' },
          '@page': { margin: '12mm' },
        },
      })}
    />
  );
}

const printOnly = { display: 'none', '@media print': { display: 'block' } } as const;

interface HeaderProps {
  facility: string;
  contact: FacilityContact | undefined;
  week: ScheduleWeek;
}

/** Spec §2 print layout: facility, logo, contact line, 'Mitt Schema', week and dates, stamp. */
export function PrintHeader({ facility, contact, week }: HeaderProps) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  return (
    <Box sx={printOnly} data-testid="print-header">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <img src="/favicon.svg" alt={env.brandName} width={48} height={48} />
        <Box>
          <Typography sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
            {env.brandName} {facility}
          </Typography>
          {contact ? (
            <Typography variant="body2">
              {t('print.contact', { phone: contact.phone, email: contact.email })}
            </Typography>
          ) : null}
        </Box>
        <Typography
          sx={{
            ml: 'auto',
            border: 2,
            px: 1.5,
            py: 0.5,
            fontWeight: 700,
            transform: 'rotate(-4deg)',
          }}
        >
          {t('print.stamp')}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: '1.8rem', fontWeight: 700 }}>{t('print.title')}</Typography>
      <Typography sx={{ mb: 2 }}>
        {t('schedule.weekLabel', {
          number: week.number,
          from: formatDayMonth(week.first, language),
          to: formatDayMonth(week.last, language),
        })}
      </Typography>
    </Box>
  );
}

export function PrintFooter() {
  const { t } = useTranslation('classes');
  return (
    <Typography
      variant="body2"
      sx={{ ...printOnly, mt: 3, fontStyle: 'italic' }}
      data-testid="print-footer"
    >
      {t('print.disclaimer')}
    </Typography>
  );
}
