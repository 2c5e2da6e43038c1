// `npm test`: every check, stage by stage, stopping after the first stage that fails, with a
// summary of timings. The checks of one stage read nothing another of them writes, so they run
// side by side: most are single-threaded (ESLint, tsc) or wait on the network (the production
// install), and CI has two cores. Their output is shown whole as each one ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { webServers } from '../playwright.config.ts';
import { systemPackagesInstalled } from './system-packages.ts';

interface Step {
  label: string;
  script: string;
  /** A step of the same stage that must have passed first (its output is this step's input). */
  after?: string;
  /** Runs against the end-to-end suite's mock and server (`webServers`, started once). */
  servers?: true;
  /** Needs Debian's packages (Chromium, Redis, nginx, PostgreSQL): waits for CI's install. */
  system?: true;
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
  // The tests. The unit tests read no build, so the build and what checks it run beside them,
  // and the end-to-end tests too, from the moment the build and their servers are up: every step
  // here waits at times (on the network, Prism's start, a server's timeout, a page's answer) or
  // ends with a core free (the unit tests' last file), and the others fill those gaps. One stage
  // after another, each left a core idle at its end (docs/decisions/077).
  [
    // Its few tests of Redis and PostgreSQL wait for CI's install themselves, as they start
    // their server (server/testing/ci-install.ts): the rest, the page tests first, do not.
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
    // Production servers of their own (SIGTERM, slow clients, logs and metrics, two instances
    // behind nginx with Redis), no browser: they mostly wait, which here costs no core.
    {
      label: 'server processes (Playwright, no browser)',
      script: 'test:servers',
      after: 'build:app',
      servers: true,
      system: true,
    },
    {
      label: 'end-to-end tests (Playwright, Chromium)',
      script: 'test:e2e',
      after: 'build:app',
      servers: true,
      system: true,
    },
  ],
];

// The end-to-end suite's mock and production server. Playwright starts them one after the other
// at the start of each run, mostly on one core (the mock's two Prisms take about 10 CPU-s); here
// they start once, as soon as the build has passed, beside the unit tests, and both Playwright
// runs use them (E2E_SERVERS_STARTED, playwright.config.ts). Stopped when this script ends.
const started: ChildProcess[] = [];
const stopServers = () => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
};
process.on('exit', stopServers);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopServers();
    process.exit(1);
  });

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

async function startServer({ command, url, env, timeout }: (typeof webServers)[number]) {
  // As Playwright's reuseExistingServer: locally a server already up is used; CI starts its own.
  if (await answers(url)) {
    if (!process.env.CI) return;
    throw new Error(`${url} already answers: stop what runs there, CI starts its own`);
  }
  const child = spawn(command, {
    shell: true,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  // Until it is up, its output is kept to show if it fails; then, as in Playwright's own start,
  // only its stderr is shown (its access log on stdout is not).
  let starting = true;
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => starting && output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) =>
    starting ? output.push(chunk) : process.stderr.write(chunk),
  );
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(
        new Error(
          `\`${command}\` exited (${code ?? signal}):\n${Buffer.concat(output).toString()}`,
        ),
      ),
    ),
  );
  const deadline = Date.now() + timeout;
  const ready = (async () => {
    // A readiness wait, as Playwright's: the health URL answers once the server listens.
    while (Date.now() < deadline && child.exitCode === null) {
      if (await answers(url)) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`\`${command}\`: ${url} did not answer within ${timeout / 1000} s`);
  })();
  try {
    await Promise.race([ready, exited]);
  } finally {
    starting = false;
    output.length = 0;
    // Past its start, an exit is reported by the step that then fails to reach it.
    exited.catch(() => {});
  }
}

let packages: Promise<void> | undefined;
const packagesInstalled = () =>
  (packages ??= systemPackagesInstalled({
    statusFile: process.env.CI_SYSTEM_PACKAGES_STATUS,
    packages: process.env.CI_SYSTEM_PACKAGES ?? '',
  }).then((waited) => {
    if (process.env.CI_SYSTEM_PACKAGES_STATUS)
      console.log(
        `\nCI's install of ${process.env.CI_SYSTEM_PACKAGES} ended; waited ${waited.toFixed(1)}s for it`,
      );
  }));

/** A step's reason not to run: the error of what it waited for, or nothing. */
const failureOf = (waiting: Promise<void>) =>
  waiting.then(
    () => undefined,
    (error: Error) => error.message,
  );

let servers: Promise<void> | undefined;
const serversStarted = () => (servers ??= Promise.all(webServers.map(startServer)).then(() => {}));

interface Outcome {
  step: Step;
  status: number | string;
  seconds: string;
}

/** Runs one step; alone it shares the terminal, beside others its output is kept until it ends. */
async function run(step: Step, alone: boolean): Promise<Outcome> {
  const begun = Date.now();
  if (step.system) {
    const failure = await failureOf(packagesInstalled());
    if (failure !== undefined) {
      console.error(`\n✖ ${step.label}: ${failure}`);
      return { step, status: "not run, Debian's packages are missing", seconds: '0.0' };
    }
  }
  if (step.servers) {
    const failure = await failureOf(serversStarted());
    if (failure !== undefined) {
      console.error(`\n✖ ${step.label}: the end-to-end servers did not start: ${failure}`);
      return { step, status: 'not run, the servers did not start', seconds: '0.0' };
    }
  }
  const child = spawn('npm', ['run', '--silent', step.script], {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: step.servers ? { ...process.env, E2E_SERVERS_STARTED: '1' } : process.env,
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - begun) / 1000).toFixed(1);
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
  // The servers start as soon as the build has passed, whether or not a step of this stage
  // needs them yet (the end-to-end stage does).
  const needServers =
    only.length === 0 || stages.flat().some((step) => step.servers && only.includes(step.script));
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
    if (step.script === 'build:app' && needServers)
      void running.get(step.script)!.then(({ status }) => {
        if (status === 0) serversStarted().catch(() => {});
      });
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
// The servers' pipes would keep this process alive: exit, which stops them.
process.exit(0);
