const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Runs `task` at the visitor's first tap, click or key on the page: for code that only what they
 * do can need (the toast host: a toast answers something they did). Loaded then, it is ready by
 * the time the call it reports on answers, and costs the page's load nothing. Returns a function
 * that cancels it.
 */
export function onFirstInput(task: () => void): () => void {
  const run = () => {
    cancel();
    task();
  };
  const cancel = () => {
    for (const type of INPUT_EVENTS) window.removeEventListener(type, run, { capture: true });
  };
  for (const type of INPUT_EVENTS)
    window.addEventListener(type, run, { capture: true, passive: true });
  return cancel;
}
