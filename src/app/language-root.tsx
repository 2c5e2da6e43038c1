import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SnackbarProvider } from 'notistack';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { dayjs } from '@/lib/dayjs';
import { i18next } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { createAppTheme } from '@/lib/theme/create-app-theme';
import { TOAST_DEFAULTS } from '@/lib/toast';

/**
 * Everything that switches with the page language, switched together: i18next, dayjs, the
 * MUI and MUI X locale packs, the date adapter and the document language.
 */
export function LanguageRoot({ language, children }: { language: Language; children: ReactNode }) {
  const theme = useMemo(() => createAppTheme(language), [language]);
  if (i18next.language !== language) void i18next.changeLanguage(language);
  dayjs.locale(language);

  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language}>
        <SnackbarProvider
          maxSnack={TOAST_DEFAULTS.maxSnack}
          autoHideDuration={TOAST_DEFAULTS.autoHideDuration}
          anchorOrigin={TOAST_DEFAULTS.anchorOrigin}
          style={{ zIndex: TOAST_DEFAULTS.zIndex }}
          classes={{ containerRoot: 'app-toasts' }}
        >
          {children}
        </SnackbarProvider>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
