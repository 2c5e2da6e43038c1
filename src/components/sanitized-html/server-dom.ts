// The server renders API HTML too (sanitised, or as plain text): server/app.ts hands it a DOM
// (jsdom) to parse in. The browser uses its own.
import type { WindowLike } from 'dompurify';

type ServerWindow = WindowLike & { document: Document; DOMParser: typeof DOMParser };

let serverWindow: ServerWindow | null = null;

export function setServerWindow(window: ServerWindow): void {
  serverWindow = window;
}

/** The window to parse HTML in: the browser's, or the one the server gave. */
export function domWindow(): ServerWindow {
  if (typeof document !== 'undefined') return globalThis.window as unknown as ServerWindow;
  if (!serverWindow) throw new Error('no DOM to parse HTML in: call setServerWindow first');
  return serverWindow;
}
