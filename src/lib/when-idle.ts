/**
 * Runs `task` once the page has loaded and the main thread is idle: for code that no first paint
 * needs (the phone menu). Started earlier, its download competes with the route's
 * own code and data on a slow connection. Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window)
      idleId = window.requestIdleCallback(task, { timeout: 3000 });
    else timer = setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    clearTimeout(timer);
  };
}
