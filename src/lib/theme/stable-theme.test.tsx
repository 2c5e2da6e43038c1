import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import Button from '@mui/material/Button';
import { styled, ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { appTheme } from './app-theme';
import { StableTheme } from './stable-theme';

/** The themes a styled component's styles were made with, and the CSS emotion wrote, per render. */
function render(tree: (seen: Theme[]) => ReactNode) {
  const seen: Theme[] = [];
  const cache = createCache({ key: 'mui' });
  createEmotionServer(cache);
  renderToString(<CacheProvider value={cache}>{tree(seen)}</CacheProvider>);
  const css = Object.values(cache.inserted).filter((rule) => typeof rule === 'string');
  return { seen, css };
}

const Probe = styled('div')(({ theme }) => {
  probed.push(theme);
  return { color: theme.vars.palette.primary.main };
});
let probed: Theme[] = [];

/** A page as LanguageRoot renders it: the provider as the app configures it, then the pages. */
function page(theme: Theme, stable: boolean) {
  return (seen: Theme[]) => {
    probed = seen;
    const content = (
      <>
        <Probe />
        <Button variant="contained">Boka</Button>
      </>
    );
    return (
      <ThemeProvider theme={theme} defaultMode="system" noSsr disableStyleSheetGeneration>
        {stable ? <StableTheme source={theme}>{content}</StableTheme> : content}
      </ThemeProvider>
    );
  };
}

describe('StableTheme', () => {
  it('gives every render the same theme object, so MUI keeps the styles it made from it', () => {
    const { theme } = appTheme('sv');
    const first = render(page(theme, true));
    const second = render(page(theme, true));
    expect(first.seen).toHaveLength(1);
    expect(second.seen[0]).toBe(first.seen[0]);
    // Without it, MUI's provider composes a new object for each render (why this exists).
    const plain = [render(page(theme, false)), render(page(theme, false))];
    expect(plain[1]?.seen[0]).not.toBe(plain[0]?.seen[0]);
  });

  it('is the theme the provider composed: the same CSS is written with it as without it', () => {
    const { theme } = appTheme('sv');
    const stable = render(page(theme, true));
    expect(stable.seen[0]?.vars.palette.primary.main).toBe('var(--mui-palette-primary-main)');
    expect(stable.css).toEqual(render(page(theme, false)).css);
  });

  it('keeps one per source theme: the English page gets the English one', () => {
    const sv = render(page(appTheme('sv').theme, true)).seen[0];
    const en = render(page(appTheme('en').theme, true)).seen[0];
    expect(en).not.toBe(sv);
    const nextLabel = (theme: Theme | undefined) =>
      (
        theme?.components?.MuiPagination?.defaultProps as
          { getItemAriaLabel?: (type: string) => string } | undefined
      )?.getItemAriaLabel?.('next');
    expect(nextLabel(sv)).toBe('Gå till nästa sida');
    expect(nextLabel(en)).not.toBe('Gå till nästa sida');
  });
});
