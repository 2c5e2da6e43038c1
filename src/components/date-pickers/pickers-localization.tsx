import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, svSE } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import { useLanguage } from '@/components/use-language';

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
      dateAdapter={AdapterDayjs}
      adapterLocale={language}
      localeText={pickerTexts[language]}
    >
      {children}
    </LocalizationProvider>
  );
}
