import { describe, expect, it } from 'vitest';
import { appTheme } from './app-theme';

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
    expect(sv.printStyles).toMatchObject({
      '@media print': { ':root:root': { colorScheme: 'light' } },
    });
  });
});
