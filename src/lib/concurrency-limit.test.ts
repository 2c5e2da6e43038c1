import { describe, expect, it } from 'vitest';
import { createLimiter } from './concurrency-limit';

function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLimiter', () => {
  it('runs at most max tasks at once, the next one as soon as one settles, in order', async () => {
    const run = createLimiter(2);
    const tasks = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = tasks.map((task, index) =>
      run(() => {
        started.push(index);
        return task.promise;
      }),
    );
    const first = expect(results[0]).rejects.toThrow('a failed');
    await tick();
    expect(started).toEqual([0, 1]);
    tasks[1]!.resolve('b');
    await tick();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]!.reject(new Error('a failed'));
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    tasks[2]!.resolve('c');
    tasks[3]!.resolve('d');
    await first;
    await expect(Promise.all(results.slice(1))).resolves.toEqual(['b', 'c', 'd']);
  });

  it('frees the slot of a task that fails or throws before returning a promise', async () => {
    const run = createLimiter(1);
    await expect(run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    const blocker = deferred();
    const held = run(() => blocker.promise);
    const throwing = run<string>(() => {
      throw new Error('sync');
    });
    blocker.resolve('held');
    await expect(held).resolves.toBe('held');
    await expect(throwing).rejects.toThrow('sync');
    await expect(run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
