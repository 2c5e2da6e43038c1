// The part of autocannon 9 (which ships no types) that bench/server-load.ts uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    /** Seconds; the run also ends at maxOverallRequests. */
    duration?: number;
    maxOverallRequests?: number;
    /** Seconds a request may take before it counts as a timeout (an error). */
    timeout?: number;
    headers?: Record<string, string>;
    /** The request to send; its onResponse sees each answer's headers. */
    requests?: {
      method?: string;
      path?: string;
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers: Record<string, string>,
      ) => void;
    }[];
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    requests: { total: number; sent: number };
    latency: { p50: number; p99: number; totalCount: number };
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop: () => void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
