import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/modal/app-modal';
import { useLanguage } from '@/components/use-language';
import { formatWeekdayDayMonth } from '@/lib/format';
import { defaultPeriod } from './payment-certificate';
import { isComplete, type DayRange } from './range-calendar/range-selection';
import { loadChunk } from '@/lib/chunk-load';

// The date pickers load when the dialog first opens, not with the memberships list.
const RangeCalendar = lazy(() => loadChunk(() => import('./range-calendar/range-calendar')));

interface Props {
  open: boolean;
  /** The membership's product name, for the text. */
  name: string;
  onCancel: () => void;
  onCreate: (period: { start: string; end: string }) => void;
}

/** Spec §2/§4: asks for the certificate's period (default today to seven days ahead). */
export function PaymentCertificateDialog({ open, name, onCancel, onCreate }: Props) {
  const { t } = useTranslation('account-membership');
  const language = useLanguage();
  const [range, setRange] = useState<DayRange>(() => defaultPeriod());
  const day = (key: string) => formatWeekdayDayMonth(key, language);

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
