/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between: start-up work split into pieces under 50 ms on a phone, instead of one long task.
 * `scheduler.yield()` where there is one (it resumes ahead of other queued tasks), else a
 * zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
