import { expect, type Locator } from '@playwright/test';

/**
 * An element's text colour once its CSS transitions have ended: MUI's buttons fade
 * their colour, and a read in the middle of the fade sees a colour of neither state.
 */
export async function settledColour(element: Locator): Promise<string> {
  await expect
    .poll(() => element.evaluate((node) => node.getAnimations().length), {
      message: 'the colour transition ends',
    })
    .toBe(0);
  return element.evaluate((node) => getComputedStyle(node).color);
}
