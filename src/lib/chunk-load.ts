// Spec §9: loading a chunk of the app gives up after 120 s. A dynamic import has no timeout of its
// own: on a mobile network that stalls, a dialog or a page would wait for ever without a word.
// Every lazy part of the app loads through `loadChunk`; the error boundaries show a reload.

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Named like the browsers' own failures, so the error pages treat it as a chunk that failed. */
export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';
  constructor() {
    super(`error loading dynamically imported module: no answer in ${CHUNK_LOAD_TIMEOUT_MS} ms`);
  }
}

export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
