import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Contract tests: the real generated clients against the real Prism mock over HTTP, in Node.
const MOCK_PORT = process.env.CONTRACT_MOCK_PORT ?? '4020';

export default defineConfig({
  resolve: {
    alias: {
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/contract/**/*.test.ts'],
    globalSetup: ['tests/contract/start-mock.ts'],
    testTimeout: 15_000,
    hookTimeout: 60_000,
    env: {
      CONTRACT_MOCK_PORT: MOCK_PORT,
      VITE_BOOKING_API_URL: `http://127.0.0.1:${MOCK_PORT}/brponline/api/ver3`,
      VITE_CONTENT_API_URL: `http://127.0.0.1:${MOCK_PORT}/wp-json`,
    },
  },
});
