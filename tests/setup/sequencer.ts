// The order Vitest runs the test files in. Vitest hands a worker its next file only if that file
// is of the same project and environment as the last (its pool's `isEqualRunner`); otherwise it
// stops the worker and starts a new process, which loads Vitest, the setup files, jsdom and the
// installed packages again. Its own order keeps a project's files together but mixes the logic
// files that ask for jsdom (`// @vitest-environment jsdom`) with those in Node, so a worker was
// started again at almost every one of them. Here the files go by project and environment, the
// costliest first: the page tests, the component tests, the logic tests in jsdom, then in Node.
// Within a group, the longest first (the last run's durations where Vitest has them, else the
// largest files), so that the last file, which leaves a core free, is a short one.
import { readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const PROJECTS = ['pages', 'components', 'logic'];

function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 2000);
  return (
    /@vitest-environment\s+([\w-]+)/.exec(head)?.[1] ?? spec.project.config.environment ?? 'node'
  );
}

export class SameWorkerSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const keyed = files.map((spec) => {
      const key = `${spec.project.name}:${relative(root, spec.moduleId)}`;
      const project = PROJECTS.indexOf(spec.project.name);
      return {
        spec,
        project: project === -1 ? PROJECTS.length : project,
        environment: environmentOf(spec),
        duration: this.ctx.cache.getFileTestResults(key)?.duration,
        size: statSync(spec.moduleId).size,
      };
    });
    return keyed
      .sort(
        (a, b) =>
          a.project - b.project ||
          Number(a.environment === 'node') - Number(b.environment === 'node') ||
          a.environment.localeCompare(b.environment) ||
          (a.duration !== undefined && b.duration !== undefined
            ? b.duration - a.duration
            : b.size - a.size),
      )
      .map(({ spec }) => spec);
  }
}
