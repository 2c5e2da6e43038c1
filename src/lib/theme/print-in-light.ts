import type { CSSObject } from '@emotion/react';
import type { CssVarsTheme } from '@mui/material/styles';

/**
 * On paper the light scheme always: in print media the root takes the light scheme's variables
 * over whatever scheme the screen shows (`:root:root` outweighs the dark scheme's attribute rule).
 */
export function printInLight(theme: object): CSSObject {
  const { generateStyleSheets } = theme as Partial<Pick<CssVarsTheme, 'generateStyleSheets'>>;
  const light = generateStyleSheets?.().find((sheet) => Object.keys(sheet)[0]?.includes('"light"'));
  const variables = light ? (Object.values(light)[0] as CSSObject) : {};
  return { '@media print': { ':root:root': { ...variables, colorScheme: 'light' } } };
}
