import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { toastComponents } from '@/components/toast/accessible-toast';
import { dayjs } from '@/lib/dayjs';
import { i18next } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { createAppTheme } from '@/lib/theme/create-app-theme';
import { TOAST_DEFAULTS } from '@/lib/toast';

/**
 * Everything that switches with the page language, switched together: i18next, dayjs, the
 * MUI locale pack and the document language. Date pickers get theirs from PickersLocalization.
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
      <SnackbarProvider
        maxSnack={TOAST_DEFAULTS.maxSnack}
        autoHideDuration={TOAST_DEFAULTS.autoHideDuration}
        anchorOrigin={TOAST_DEFAULTS.anchorOrigin}
        style={{ zIndex: TOAST_DEFAULTS.zIndex }}
        classes={{ containerRoot: 'app-toasts' }}
        Components={toastComponents}
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
