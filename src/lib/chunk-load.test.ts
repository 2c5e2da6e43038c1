import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, loadChunk } from './chunk-load';

describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the module when it arrives in time', async () => {
    const loaded = loadChunk(
      () => new Promise((resolve) => setTimeout(() => resolve({ default: 'dialog' }), 119_000)),
    );
    await vi.advanceTimersByTimeAsync(119_000);
    await expect(loaded).resolves.toEqual({ default: 'dialog' });
  });

  it('fails after 120 s without an answer, as a chunk that failed to load', async () => {
    const loaded = loadChunk(() => new Promise(() => {}));
    const failure = expect(loaded).rejects.toThrow(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await failure;
    await expect(loaded).rejects.toThrow(/error loading dynamically imported module/);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it("passes the browser's own failure on", async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(loadChunk(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
