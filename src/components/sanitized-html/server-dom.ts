// The server renders API HTML too (sanitised, or as plain text): server/app.ts hands it a DOM
// (jsdom) to parse in, and memos of what it made of each text. The browser uses its own DOM.
import type { WindowLike } from 'dompurify';

type ServerWindow = WindowLike & { document: Document; DOMParser: typeof DOMParser };

/** A bounded map from an API text to what was made of it (lru-cache on the server). */
export interface TextMemo {
  get(input: string): string | undefined;
  set(input: string, output: string): unknown;
}

let serverWindow: ServerWindow | null = null;
let serverMemos: Record<'sanitized' | 'text', TextMemo> | null = null;

export function setServerWindow(
  window: ServerWindow,
  memos: Record<'sanitized' | 'text', TextMemo> | null = null,
): void {
  serverWindow = window;
  serverMemos = memos;
}

/** The window to parse HTML in: the browser's, or the one the server gave. */
export function domWindow(): ServerWindow {
  if (typeof document !== 'undefined') return globalThis.window as unknown as ServerWindow;
  if (!serverWindow) throw new Error('no DOM to parse HTML in: call setServerWindow first');
  return serverWindow;
}

/**
 * `work(input)`, remembered on the server: parsing in jsdom is the costliest part of a render
 * after React, and every member page sends the same notes and descriptions again. `work` must
 * depend on nothing but its input (the sanitiser's configuration is set once).
 */
export function rememberedOnServer(
  kind: 'sanitized' | 'text',
  input: string,
  work: (input: string) => string,
): string {
  const memo = typeof document === 'undefined' ? serverMemos?.[kind] : undefined;
  if (!memo) return work(input);
  const kept = memo.get(input);
  if (kept !== undefined) return kept;
  const output = work(input);
  memo.set(input, output);
  return output;
}
