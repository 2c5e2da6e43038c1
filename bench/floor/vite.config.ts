// Builds the floor page into <app out dir>/__floor/, beside the app it is compared with, so both
// are served by the same server in the same bench run.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const outDir = process.env.VITE_OUT_DIR ?? 'dist-bench';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__floor/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL(`../../${outDir}/__floor`, import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
  },
});
