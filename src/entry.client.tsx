// The browser takes over the server's page in place (hydrateRoot): the page's texts are loaded
// first, so the first render is the server's, and MUI's styles go through a cache that carries the
// page's CSP nonce.
import { CacheProvider } from '@emotion/react';
import { timeoutManager } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { adoptServerStyles, createEmotionCache, documentNonce } from '@/lib/emotion-cache';
import { installBrowserReporting } from '@/lib/errors/browser-reporting';
import { reportError } from '@/lib/errors/report-error';
import { i18next } from '@/lib/i18n';
import { languageFromPath } from '@/lib/language';
import { coalescedTimeouts } from '@/lib/query-timers';
import { storage } from '@/lib/storage';
import { appTheme } from '@/lib/theme/app-theme';

function pageNamespaces(): string[] {
  try {
    const parsed: unknown = JSON.parse(document.getElementById('page-texts')?.textContent ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((ns): ns is string => typeof ns === 'string') : [];
  } catch {
    return [];
  }
}

declare global {
  interface Window {
    /** goober (notistack's styles) puts this nonce on its <style> element. */
    __nonce__?: string | undefined;
  }
}

/** Lets the browser run what waits (input, a paint) before the next step: a new task. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start(): Promise<void> {
  installBrowserReporting();
  // Before the query client and its first query: their long timers share one browser timer.
  timeoutManager.setTimeoutProvider(coalescedTimeouts);
  const nonce = documentNonce();
  window.__nonce__ = nonce;
  // A cart stored before its cookies existed (or whose cookies expired): the next page the server
  // renders shows it.
  storage.copyToCookies();
  const language = languageFromPath(window.location.pathname);
  await i18next.changeLanguage(language);
  await i18next.loadNamespaces(pageNamespaces());
  // The theme is made in a task of its own: within the take-over's first slice it made that
  // slice a long task on a phone.
  await nextTask();
  appTheme(language);
  await nextTask();
  const cache = createEmotionCache(nonce);
  adoptServerStyles(cache);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CacheProvider value={cache}>
          <HydratedRouter />
        </CacheProvider>
      </StrictMode>,
      // Caught errors are reported by the error pages that show them.
      { onUncaughtError: (error) => reportError({ source: 'render', error }) },
    );
  });
}

void start();
