// `npm test`: every check, stage by stage, stopping after the first stage that fails, with a
// summary of timings. The checks of one stage read nothing another of them writes, so they run
// side by side: most are single-threaded (ESLint, tsc) or wait on the network (the production
// install), and CI has two cores. Their output is shown whole as each one ends.
import { spawn } from 'node:child_process';

interface Step {
  label: string;
  script: string;
  /** A step of the same stage that must have passed first (its output is this step's input). */
  after?: string;
}

const stages: Step[][] = [
  [
    // Reads openapi/ only.
    { label: 'spec lint (Spectral)', script: 'lint:spec' },
    // Rewrites generated/, which every later step reads (and nothing in this stage).
    { label: 'generated code is fresh', script: 'check:generated' },
    // Writes the route modules' types, which both ESLint's import resolver and tsc read; it reads
    // the route table only.
    { label: 'route types (React Router typegen)', script: 'typegen' },
  ],
  [
    { label: 'contract vs BRP API3 document', script: 'check:brp' },
    // ESLint and Prettier side by side (`npm run lint` runs them one after the other, and the
    // two were this stage's longest step). ESLint's --concurrency 2 cost 27 % more CPU, which
    // two cores already busy with tsc and Prettier cannot give (docs/decisions/065).
    { label: 'ESLint', script: 'lint:eslint' },
    { label: 'Prettier', script: 'lint:format' },
    { label: 'Dockerfile lint (dockerfile-utils)', script: 'lint:docker' },
    { label: 'typecheck', script: 'typecheck:types' },
  ],
  // The unit tests read no build, so the build and what checks it run beside them: the
  // production install waits mostly on the network and Prism's start on one core, and the unit
  // tests' last file leaves a core free, gaps the other steps fill.
  [
    { label: 'unit tests (Vitest)', script: 'test:unit' },
    // The app alone: `npm run build` typechecks first, which a stage before has just done.
    { label: 'production build', script: 'build:app' },
    {
      label: 'contract tests (generated client ↔ Prism)',
      script: 'test:contract',
      after: 'build:app',
    },
    // The image's own install, without Docker: production dependencies only, then the server.
    {
      label: 'production install (the image, without Docker)',
      script: 'check:production',
      after: 'build:app',
    },
    { label: 'bundle report', script: 'report:bundle', after: 'build:app' },
  ],
  [{ label: 'end-to-end tests (Playwright, Chromium)', script: 'test:e2e' }],
];

interface Outcome {
  step: Step;
  status: number | string;
  seconds: string;
}

/** Runs one step; alone it shares the terminal, beside others its output is kept until it ends. */
function run(step: Step, alone: boolean): Promise<Outcome> {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', step.script], {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n▶ ${step.label}: npm run ${step.script} (${seconds}s)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ step, status: code ?? signal ?? 1, seconds });
    });
  });
}

const only = process.argv.slice(2);
const known = stages.flat().map(({ script }) => script);
const unknown = only.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  console.error(`No such step: ${unknown.join(', ')}. The steps: ${known.join(', ')}`);
  process.exit(2);
}
const results: string[] = [];
for (const stage of stages) {
  const steps = stage.filter(({ script }) => only.length === 0 || only.includes(script));
  if (steps.length === 0) continue;
  const alone = steps.length === 1;
  if (alone) console.log(`\n▶ ${steps[0]!.label}: npm run ${steps[0]!.script}`);
  else console.log(`\n▶ side by side: ${steps.map(({ label }) => label).join('; ')}`);
  const running = new Map<string, Promise<Outcome>>();
  for (const step of steps) {
    const first = step.after === undefined ? undefined : running.get(step.after);
    running.set(
      step.script,
      first
        ? first.then((before) =>
            before.status === 0
              ? run(step, alone)
              : { step, status: `not run, ${step.after} failed`, seconds: '0.0' },
          )
        : run(step, alone),
    );
  }
  const outcomes = await Promise.all(running.values());
  const failed = outcomes.filter(({ status }) => status !== 0);
  for (const { step, status, seconds } of outcomes)
    if (status === 0) results.push(`✔ ${step.label} (${seconds}s)`);
    else results.push(`✖ ${step.label} failed (exit ${status}) after ${seconds}s`);
  if (failed.length > 0) {
    for (const { step, status, seconds } of failed)
      console.error(`\n✖ ${step.label} failed (exit ${status}) after ${seconds}s`);
    console.error(results.join('\n'));
    process.exit(typeof failed[0]!.status === 'number' ? failed[0]!.status : 1);
  }
}
console.log(`\nAll checks passed:\n${results.join('\n')}`);
