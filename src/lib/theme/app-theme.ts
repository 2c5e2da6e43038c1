import { css, type SerializedStyles } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import type { Language } from '../language';
import { createAppTheme } from './create-app-theme';
import { printInLight } from './print-in-light';

export interface AppTheme {
  theme: Theme;
  /** The light scheme's variables for print (print-in-light.ts), serialized once. */
  printStyles: SerializedStyles;
  /**
   * The theme's CSS variables for both schemes, as MUI's ThemeProvider writes them, serialized
   * once: the provider made and serialized them again on every render (every page on the server,
   * the take-over in the browser), and they never change. LanguageRoot writes them instead of it.
   */
  variableStyles: SerializedStyles;
}

const made = new Map<Language, AppTheme>();

/**
 * The language's theme and its print styles, made once per language and process: making them
 * (both colour schemes as CSS variables) is one of the longest steps of the browser's take-over,
 * and the server would otherwise repeat it for every page. Nothing changes a theme once made.
 */
export function appTheme(language: Language): AppTheme {
  let entry = made.get(language);
  if (!entry) {
    const theme = createAppTheme(language);
    entry = {
      theme,
      printStyles: css(printInLight(theme)),
      variableStyles: css(theme.generateStyleSheets()),
    };
    made.set(language, entry);
  }
  return entry;
}
