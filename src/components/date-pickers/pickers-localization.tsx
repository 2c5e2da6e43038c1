import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, svSE } from '@mui/x-date-pickers/locales';
import type { PickersTimezone } from '@mui/x-date-pickers/models';
import type { ReactNode } from 'react';
import { useLanguage } from '@/components/use-language';

/**
 * MUI X's dayjs adapter with its 'default' zone read as the browser's own ('system'), as it reads
 * it where dayjs has no timezone plugin: the days these pickers get and give have no zone
 * (`dayjs('2026-03-25')`). The app's dayjs has the plugin, its default zone Stockholm
 * (src/lib/dayjs.ts), and MUI X's provider asks for two days in that zone on mount (1900 and
 * 2099, its outer bounds): the plugin converts with `toLocaleString(…, { timeZone })`, the page's
 * first Intl date formatter, which loads the browser's time-zone data, a long task in the middle
 * of a page's load (docs/decisions/020).
 */
class LocalDayAdapter extends AdapterDayjs {
  constructor(...args: ConstructorParameters<typeof AdapterDayjs>) {
    super(...args);
    const local = (timezone: PickersTimezone) => (timezone === 'default' ? 'system' : timezone);
    const { date, setTimezone } = this;
    this.date = ((value, timezone = 'default') => date(value, local(timezone))) as typeof date;
    this.setTimezone = (value, timezone) => setTimezone(value, local(timezone));
  }
}

const pickerTexts = {
  sv: svSE.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

/**
 * The date adapter and picker texts in the page language. Wrap only the screens that use MUI X
 * pickers, so the pickers stay out of the start page's JavaScript (see scripts/bundle-report.ts).
 */
export function PickersLocalization({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <LocalizationProvider
      dateAdapter={LocalDayAdapter}
      adapterLocale={language}
      localeText={pickerTexts[language]}
    >
      {children}
    </LocalizationProvider>
  );
}
