/**
 * Runs at most `max` tasks at a time; the rest wait in order. For a list whose every row needs a
 * request of its own (receipt details): the browser and the API get a few at a time, not a storm.
 */
export function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return function run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        running += 1;
        let result: Promise<T>;
        try {
          result = task();
        } catch (error) {
          result = Promise.reject(error as Error);
        }
        result.then(resolve, reject).finally(next);
      };
      if (running < max) start();
      else waiting.push(start);
    });
  };
}
