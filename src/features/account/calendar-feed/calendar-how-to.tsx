import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The steps of each calendar, as keys under calendarFeed.howTo.<calendar>. */
const CALENDARS = [
  { key: 'google', steps: ['step1', 'step2', 'step3'] },
  { key: 'apple', steps: ['step1', 'step2'] },
  { key: 'outlook', steps: ['step1', 'step2', 'step3'] },
] as const;

/** A short how-to for Google, Apple and Outlook: collapsed, the links above are the point. */
export function CalendarHowTo() {
  const { t } = useTranslation('account-bookings');
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {t('calendarFeed.howTo.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          {CALENDARS.map(({ key, steps }) => (
            <Box key={key}>
              {/* h4: the summary above is the section's h3 (MUI's accordion heading). */}
              <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                {t(`calendarFeed.howTo.${key}.title`)}
              </Typography>
              <Box component="ol" sx={{ my: 0.5, pl: 3 }}>
                {steps.map((step) => (
                  <Typography component="li" key={step}>
                    {t(`calendarFeed.howTo.${key}.${step}`)}
                  </Typography>
                ))}
              </Box>
            </Box>
          ))}
          <Typography color="textSecondary">{t('calendarFeed.howTo.updates')}</Typography>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
