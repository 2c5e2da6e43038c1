import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { appTheme } from './app-theme';

/** The CSS emotion writes for a tree, as the server's render keeps it (src/entry.server.tsx). */
function writtenStyles(tree: ReactNode): string[] {
  const cache = createCache({ key: 'mui' });
  createEmotionServer(cache);
  renderToString(createElement(CacheProvider, { value: cache }, tree));
  return Object.values(cache.inserted).filter((css) => typeof css === 'string');
}

describe('appTheme', () => {
  it('makes each language’s theme once, with its own locale texts and the light print styles', () => {
    const sv = appTheme('sv');
    expect(appTheme('sv')).toBe(sv);
    const en = appTheme('en');
    expect(en.theme).not.toBe(sv.theme);
    // MUI's locale pack: the Swedish one in the Swedish theme only (English is MUI's default).
    const label = (theme: typeof sv.theme) =>
      (
        theme.components?.MuiPagination?.defaultProps as
          { getItemAriaLabel?: (type: string) => string } | undefined
      )?.getItemAriaLabel?.('next');
    expect(label(sv.theme)).toBe('Gå till nästa sida');
    expect(label(en.theme)).not.toBe('Gå till nästa sida');
    expect(sv.printStyles.styles).toMatch(/^@media print\{:root:root\{color-scheme:light;--mui-/);
  });

  it("writes the same CSS variables as MUI's ThemeProvider writes itself", () => {
    const { theme, variableStyles } = appTheme('sv');
    const providers = writtenStyles(
      createElement(ThemeProvider, { theme, defaultMode: 'system', children: null }),
    );
    const ours = writtenStyles(
      createElement(ThemeProvider, {
        theme,
        defaultMode: 'system',
        disableStyleSheetGeneration: true,
        children: createElement(GlobalStyles, { styles: variableStyles }),
      }),
    );
    expect(providers.join('')).toContain('[data-mui-color-scheme="dark"]{');
    expect(ours).toEqual(providers);
  });
});
