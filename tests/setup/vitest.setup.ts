// Component tests (jsdom): Testing Library, jest-dom's matchers, the texts, clean storage.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllTexts } from '@/lib/i18n';

// The app loads most text namespaces lazily; unit tests get all of them up front.
beforeAll(loadAllTexts);

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
