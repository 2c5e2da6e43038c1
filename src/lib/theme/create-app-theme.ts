// The MUI theme with the locale pack of the page language (MUI core), so the
// components' own texts switch with the route. Colours meet WCAG 2.1 AA on white.
import { createTheme, type Theme } from '@mui/material/styles';
import { enUS as coreEnUS, svSE as coreSvSE } from '@mui/material/locale';
import type { Language } from '../language';

export function createAppTheme(language: Language): Theme {
  const locale = language === 'sv' ? coreSvSE : coreEnUS;
  return createTheme(
    {
      palette: {
        primary: { main: '#005f73', contrastText: '#ffffff' },
        secondary: { main: '#9b2c1f', contrastText: '#ffffff' },
        background: { default: '#f5f8f9' },
        text: { secondary: '#4a5a60' },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: '"Liberation Sans", "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '2rem', fontWeight: 700 },
        h2: { fontSize: '1.5rem', fontWeight: 700 },
        h3: { fontSize: '1.2rem', fontWeight: 600 },
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        // Visible focus for keyboard users on every clickable surface.
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
