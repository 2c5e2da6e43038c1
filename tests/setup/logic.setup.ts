// Logic tests (Node, or a jsdom where a file asks for one): the texts, and clean storage. Without
// Testing Library and jest-dom, which only the component tests use (tests/setup/vitest.setup.ts):
// loading them for each of about a hundred logic files was a third of the unit step.
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadAllTexts } from '@/lib/i18n';

beforeAll(loadAllTexts);

afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// Files share a worker's process (isolate: false in vitest.config.ts): each starts with the
// project's own modules fresh, as it would alone. Installed packages stay loaded.
afterAll(() => {
  vi.resetModules();
});
