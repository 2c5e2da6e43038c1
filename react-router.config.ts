import type { Config } from '@react-router/dev/config';

// Framework mode, every page rendered on the server (src/entry.server.tsx) behind our own server
// (server/main.ts). BUILD_DIR lets parallel test runs build side by side.
export default {
  appDirectory: 'src',
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
