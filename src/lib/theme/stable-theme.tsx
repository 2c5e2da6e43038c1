import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The theme the provider composed from each source theme, the first time it did. */
const composedFrom = new WeakMap<Theme, Theme>();

/**
 * The theme MUI's provider gives its components, as one object per source theme for the life of
 * the process.
 *
 * The provider composes that theme from its `theme` prop in a memo of its own, so every server
 * render (a new tree for every page) gets a new object with the same content. MUI's styles keep
 * their theme-dependent parts (`memoTheme`) only for the theme object they last saw, so each
 * component's styles were made again for every page. With CSS variables the composed theme
 * depends on the source alone (MUI resolves the scheme to the theme's default one: the page's
 * scheme is the variables'), so the first one composed stands for every later render.
 * A function theme is MUI's documented way to pass the outer theme on as it is.
 */
export function StableTheme({ source, children }: { source: Theme; children: ReactNode }) {
  return (
    <ThemeProvider theme={(composed: Theme) => firstComposed(source, composed)}>
      {children}
    </ThemeProvider>
  );
}

function firstComposed(source: Theme, composed: Theme): Theme {
  const kept = composedFrom.get(source);
  if (kept) return kept;
  composedFrom.set(source, composed);
  return composed;
}
