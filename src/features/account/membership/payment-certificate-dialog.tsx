import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ComponentType, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/modal/app-modal';
import { useLanguage } from '@/components/use-language';
import { formatWeekdayDayMonth, formatWeekdayDayMonthYear } from '@/lib/format';
import { defaultPeriod } from './payment-certificate';
import { isComplete, type DayRange } from './range-calendar/range-selection';
import { loadChunk } from '@/lib/chunk-load';

// The date pickers are not part of the memberships list's first load: the page fetches them once
// it is idle (preloadCertificateCalendar), and the dialog opens with them there, no spinner.
const importCalendar = () => loadChunk(() => import('./range-calendar/range-calendar'));
type CalendarProps = ComponentProps<typeof LazyCalendar>;
const LazyCalendar = lazy(importCalendar);
let loadedCalendar: ComponentType<CalendarProps> | null = null;

/** Fetches the calendar's code; once it is there, the dialog draws it at once. */
export function preloadCertificateCalendar(): Promise<void> {
  return importCalendar().then((module) => {
    loadedCalendar = module.default;
  });
}

/** React.lazy suspends once even for code already fetched: the fetched one is drawn directly. */
function RangeCalendar(props: CalendarProps) {
  const Calendar = loadedCalendar ?? LazyCalendar;
  return <Calendar {...props} />;
}

interface Props {
  open: boolean;
  /** The membership's product name, for the text. */
  name: string;
  onCancel: () => void;
  onCreate: (period: { start: string; end: string }) => void;
}

/** Spec §2/§4: asks for the certificate's period (preset: the last 12 months, decision 058). */
export function PaymentCertificateDialog({ open, name, onCancel, onCreate }: Props) {
  const { t } = useTranslation('account-membership');
  const language = useLanguage();
  const [range, setRange] = useState<DayRange>(() => defaultPeriod());
  // A period across the turn of a year says its years.
  const day = (key: string) =>
    isComplete(range) && range.start.slice(0, 4) !== range.end.slice(0, 4)
      ? formatWeekdayDayMonthYear(key, language)
      : formatWeekdayDayMonth(key, language);

  return (
    <AppModal
      open={open}
      onClose={onCancel}
      title={t('certificate.title')}
      hideCloseButton
      actions={
        <>
          <Button onClick={onCancel}>{t('certificate.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!isComplete(range)}
            onClick={() => isComplete(range) && onCreate(range)}
          >
            {t('certificate.create')}
          </Button>
        </>
      }
    >
      <Typography sx={{ mb: 2 }}>{t('certificate.intro', { name })}</Typography>
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('certificate.loadingCalendar')} />
          </Box>
        }
      >
        <RangeCalendar value={range} onChange={setRange} label={t('certificate.period')} />
      </Suspense>
      <Typography
        aria-live="polite"
        sx={{ mt: 2, fontWeight: 500 }}
        data-testid="certificate-period"
      >
        {isComplete(range)
          ? t('certificate.chosen', { start: day(range.start), end: day(range.end) })
          : t('certificate.selectTwoDates')}
      </Typography>
    </AppModal>
  );
}
