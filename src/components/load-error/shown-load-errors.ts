// How many sections show their own load error right now. The site's "booking system does not
// answer" banner stays away while one does: one failure, one message, in the section it concerns.
type Listener = () => void;

let shown = 0;
const listeners = new Set<Listener>();

function set(next: number): void {
  shown = next;
  listeners.forEach((listener) => listener());
}

export const shownLoadErrors = {
  count: (): number => shown,
  /** A section's error is on screen until the returned function is called. */
  add(): () => void {
    set(shown + 1);
    return () => set(shown - 1);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
