import type { Config } from '@react-router/dev/config';

// Framework mode, every page rendered on the server (src/entry.server.tsx) behind our own server
// (server/main.ts). BUILD_DIR lets parallel test runs build side by side.
export default {
  appDirectory: 'src',
  ssr: true,
  // Every route in the manifest the page loads (assets/manifest-*.js, about 4 kB compressed),
  // instead of asking /__manifest for the routes its links name: that fetch, the patch and the
  // re-render it causes came in every take-over (decision 055).
  routeDiscovery: { mode: 'initial' },
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
