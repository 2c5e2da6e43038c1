// `npm test`: every check, in order, stopping at the first failure, with a summary of timings.
import { spawnSync } from 'node:child_process';

const steps: [label: string, script: string][] = [
  ['spec lint (Spectral)', 'lint:spec'],
  ['generated code is fresh', 'check:generated'],
  ['contract vs BRP API3 document', 'check:brp'],
  ['lint (ESLint + Prettier)', 'lint'],
  ['Dockerfile lint (dockerfile-utils)', 'lint:docker'],
  ['typecheck', 'typecheck'],
  ['unit tests (Vitest)', 'test:unit'],
  ['contract tests (generated client ↔ Prism)', 'test:contract'],
  // The app alone: `npm run build` typechecks first, which the step before has just done.
  ['production build', 'build:app'],
  // The image's own install, without Docker: production dependencies only, then the server.
  ['production install (the image, without Docker)', 'check:production'],
  ['bundle report', 'report:bundle'],
  ['end-to-end tests (Playwright, Chromium)', 'test:e2e'],
];

const only = process.argv.slice(2);
const results: string[] = [];
for (const [label, script] of steps) {
  if (only.length > 0 && !only.includes(script)) continue;
  console.log(`\n▶ ${label}: npm run ${script}`);
  const started = Date.now();
  const run = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${run.status ?? run.signal}) after ${seconds}s`);
    console.error(results.join('\n'));
    process.exit(run.status ?? 1);
  }
  results.push(`✔ ${label} (${seconds}s)`);
}
console.log(`\nAll checks passed:\n${results.join('\n')}`);
