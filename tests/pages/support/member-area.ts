// Helpers for the member area's page tests: opening a member page signed in, filling its fields,
// and finding its toasts. (The calls it makes: support/calls.ts.)
import { screen, waitFor, within } from '@testing-library/react';
import { openPage, type OpenedPage } from './render-app';

/**
 * Opens a member page as the demo customer and waits for its heading. The member area first
 * validates the session and loads the customer, and the first page of a file loads its route
 * modules: on a loaded two-core machine that alone can pass ten seconds. A safety net, not a wait.
 */
export async function openMemberPage(path: string, heading: string | RegExp): Promise<OpenedPage> {
  const opened = await openPage(path, { signedIn: true });
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 });
  return opened;
}

/**
 * Replaces a field's text as a visitor who pastes it does: one input event, not one per key (a
 * form's re-render per key is most of a page test's time on a busy machine).
 */
export async function fill(
  user: { clear(element: Element): Promise<void>; paste(text: string): Promise<void> },
  element: HTMLElement,
  text: string,
): Promise<void> {
  await user.clear(element);
  if (text) await user.paste(text);
}

/** The toast with this text, once it shows (the toasts' container comes with the first one). */
export function findToast(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const container = document.querySelector<HTMLElement>('.app-toasts');
    if (!container) throw new Error('No toast yet');
    return within(container).getByText(text);
  });
}
