// The MUI theme with the locale pack of the page language (MUI core), so the
// components' own texts switch with the route. Two colour schemes as CSS variables: the page
// carries both, and the attribute on <html> (set before the first paint by the document's
// InitColorSchemeScript, src/root.tsx) picks one. Every colour pair meets WCAG 2.1 AA in its
// scheme (create-app-theme.test.ts checks them).
import { createTheme, type Theme } from '@mui/material/styles';
import { enUS as coreEnUS, svSE as coreSvSE } from '@mui/material/locale';
import type { Language } from '../language';
import { COLOR_SCHEME_ATTRIBUTE, darkPalette, lightPalette } from './color-schemes';

// The theme is made with CSS variables: MUI's types say so once told (its documented
// augmentation), which gives the theme its `vars` and `generateStyleSheets`, and ThemeProvider
// its props for them (src/app/language-root.tsx).
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

export function createAppTheme(language: Language): Theme {
  const locale = language === 'sv' ? coreSvSE : coreEnUS;
  return createTheme(
    {
      cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
      colorSchemes: { light: { palette: lightPalette }, dark: { palette: darkPalette } },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: '"Liberation Sans", "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '2rem', fontWeight: 700 },
        h2: { fontSize: '1.5rem', fontWeight: 700 },
        h3: { fontSize: '1.2rem', fontWeight: 600 },
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        // Visible focus for keyboard users on every clickable surface (amber reads on the light
        // page, the teal header and the dark page alike).
        MuiButtonBase: {
          styleOverrides: {
            root: {
              '&.Mui-focusVisible': { outline: '3px solid #f0a202', outlineOffset: 2 },
            },
          },
        },
        MuiLink: { defaultProps: { underline: 'hover' } },
      },
    },
    locale,
  );
}
