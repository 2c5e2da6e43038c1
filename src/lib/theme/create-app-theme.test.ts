// Every colour pair the app shows, in each scheme, at WCAG 2.1 AA (4.5:1 for text): the theme's
// own palettes, as MUI resolves them, and the print styles that keep paper light.
import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme';
import { printInLight } from './print-in-light';

const AA = 4.5;

/** A colour with transparency (MUI's text colours) as it shows over a solid background. */
function over(color: string, background: string): string {
  const { values, type } = decomposeColor(color);
  const alpha = type === 'rgba' ? (values[3] ?? 1) : 1;
  const base = decomposeColor(background).values;
  const mixed = [0, 1, 2].map((i) => Math.round(values[i]! * alpha + base[i]! * (1 - alpha)));
  return recomposeColor({ type: 'rgb', values: mixed as [number, number, number] });
}

const ratio = (color: string, background: string) =>
  getContrastRatio(over(color, background), background);

const theme = createAppTheme('sv');
const { colorSchemes: schemes } = theme as unknown as {
  colorSchemes: Record<'light' | 'dark', { palette: typeof theme.palette }>;
};

describe.each(['light', 'dark'] as const)('the %s scheme', (name) => {
  const { palette } = schemes[name];
  const surfaces = [palette.background.default, palette.background.paper];

  it('has text at AA on the page and on cards', () => {
    for (const surface of surfaces) {
      expect(ratio(palette.text.primary, surface)).toBeGreaterThanOrEqual(AA);
      expect(ratio(palette.text.secondary, surface)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('has brand colours at AA as text and under their own text', () => {
    for (const color of [palette.primary, palette.secondary]) {
      for (const surface of surfaces) expect(ratio(color.main, surface)).toBeGreaterThanOrEqual(AA);
      expect(ratio(color.contrastText, color.main)).toBeGreaterThanOrEqual(AA);
    }
  });
});

describe('the dark scheme', () => {
  const { palette } = schemes.dark;

  it('has status colours at AA as text and under their own text', () => {
    for (const color of [palette.error, palette.warning, palette.info, palette.success]) {
      for (const surface of [palette.background.default, palette.background.paper])
        expect(ratio(color.main, surface)).toBeGreaterThanOrEqual(AA);
      expect(ratio(color.contrastText, color.main)).toBeGreaterThanOrEqual(AA);
    }
  });
});

describe('print', () => {
  it("takes the light scheme's variables over the dark ones", () => {
    const styles = printInLight(theme) as {
      '@media print': { ':root:root': Record<string, string> };
    };
    const root = styles['@media print'][':root:root'];
    expect(root.colorScheme).toBe('light');
    expect(root['--mui-palette-background-default']).toBe(schemes.light.palette.background.default);
    expect(root['--mui-palette-text-primary']).toBe(schemes.light.palette.text.primary);
  });
});
