import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { Toasts } from '@/components/toast/toasts';
import { dayjs } from '@/lib/dayjs';
import { i18next } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { createAppTheme } from '@/lib/theme/create-app-theme';

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
      {children}
      <Toasts />
    </ThemeProvider>
  );
}
