/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// In development and the e2e tests both API base paths go to the local mock (mocks/start-mocks.ts),
// which routes them to one Prism process per spec.
const mockOrigin = `http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}`;
const proxy = {
  '/brponline/api/ver3': { target: mockOrigin, changeOrigin: true },
  '/wp-json': { target: mockOrigin, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  // VITE_OUT_DIR lets parallel test runs build and preview side by side.
  build: {
    outDir: process.env.VITE_OUT_DIR ?? 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
