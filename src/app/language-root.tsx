import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useContext, useLayoutEffect, type ReactNode } from 'react';
import { Toasts } from '@/components/toast/toasts';
import { dayjs } from '@/lib/dayjs';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { textsIn } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { appTheme } from '@/lib/theme/app-theme';
import { StableTheme } from '@/lib/theme/stable-theme';

/**
 * WCAG 2.3.3: a visitor whose system asks for less motion gets no fades, slides or ripples: they
 * end at once. A progress indicator keeps turning, or it would look stuck.
 */
const LESS_MOTION = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      transitionDuration: '0s !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
    '*:not([role="progressbar"], [role="progressbar"] *), *::before, *::after': {
      animationDuration: '0s !important',
      animationDelay: '0s !important',
      animationIterationCount: '1 !important',
    },
  },
} as const;

/**
 * Everything that switches with the page language, switched together: i18next, dayjs, the
 * MUI locale pack and the document language. Date pickers get theirs from PickersLocalization.
 * The theme also carries both colour schemes (docs/decisions/033).
 */
export function LanguageRoot({ language, children }: { language: Language; children: ReactNode }) {
  const { theme, printStyles, variableStyles } = appTheme(language);
  // On the server the texts are the request's, in its language already (src/entry.server.tsx); in
  // the browser each language's tree has its own, never switched (src/lib/i18n.ts, textsIn).
  const fromServer = useContext(I18nContext)?.i18n;
  const texts = typeof document === 'undefined' && fromServer ? fromServer : textsIn(language);
  dayjs.locale(language);

  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    // The scheme follows the system until the visitor picks one (kept in localStorage by MUI).
    // Not disableTransitionOnChange: its <style> element carries no CSP nonce.
    // noSsr: MUI reads the stored scheme in the first render instead of an effect after the
    // take-over, whose update would change a context above the page and make React hydrate the
    // whole page in one blocking task. The server's HTML does not depend on the scheme (the
    // theme is CSS variables; the scheme menu is never in it), so the first render still matches.
    <I18nextProvider i18n={texts}>
      <ThemeProvider theme={theme} defaultMode="system" noSsr disableStyleSheetGeneration>
        <CssBaseline />
        {/* WCAG 2.4.11: an element scrolled into view by focus stops below the sticky header
            (56 px on a phone, 64 px wider), never under it. */}
        <GlobalStyles styles={{ html: { scrollPaddingTop: 72 } }} />
        <GlobalStyles styles={LESS_MOTION} />
        <GlobalStyles styles={printStyles} />
        <StableTheme source={theme}>
          {children}
          <Toasts />
        </StableTheme>
        {/* Where the provider wrote them, after the page, but serialized once (app-theme.ts). */}
        <GlobalStyles styles={variableStyles} />
      </ThemeProvider>
    </I18nextProvider>
  );
}
