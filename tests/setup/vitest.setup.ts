// Component tests (jsdom): Testing Library, jest-dom's matchers, the texts, clean storage.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadAllTexts } from '@/lib/i18n';

// The app loads most text namespaces lazily; unit tests get all of them up front.
beforeAll(loadAllTexts);

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// Files share a worker's process and document (isolate: false in vitest.config.ts): each starts
// with the project's own modules fresh, as it would alone. Installed packages stay loaded.
afterAll(() => {
  vi.resetModules();
});
