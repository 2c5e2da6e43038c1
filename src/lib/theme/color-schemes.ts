// The two colour schemes' palettes, apart from the theme so the document (src/root.tsx) can name
// the attribute and the browser bar's colours without loading the theme.

/** The <html> attribute that names the scheme; InitColorSchemeScript sets the same one. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

export const lightPalette = {
  primary: { main: '#005f73', contrastText: '#ffffff' },
  secondary: { main: '#9b2c1f', contrastText: '#ffffff' },
  background: { default: '#f5f8f9', paper: '#ffffff' },
  text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: '#4a5a60' },
} as const;

// Light tints of the brand colours and of the status colours, so text and icons in them stay
// readable on the dark surfaces; the dark text on the filled ones.
export const darkPalette = {
  primary: { main: '#7fd0e0', contrastText: '#002a33' },
  secondary: { main: '#ffab9e', contrastText: '#3d0c06' },
  error: { main: '#ff8a80', contrastText: '#3b0500' },
  warning: { main: '#ffb74d', contrastText: '#2e1a00' },
  info: { main: '#81d4fa', contrastText: '#002336' },
  success: { main: '#81c784', contrastText: '#07260a' },
  background: { default: '#0f1b1e', paper: '#15262b' },
  text: { primary: '#ffffff', secondary: 'rgba(255, 255, 255, 0.74)' },
} as const;
