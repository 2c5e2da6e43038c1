// Spec §4: any API response with status 400 or above sets a global "API unavailable" flag.
// The UI warns only about what the user cannot fix (5xx or no answer): `serverTrouble`,
// which clears again with the next successful answer. A tiny external store, so React reads
// it with useSyncExternalStore and the HTTP layer sets it without React.
type Listener = () => void;

export interface ApiStatusSnapshot {
  /** The spec's flag: some call answered with 400 or above. */
  unavailable: boolean;
  /** The last failure was a server error or no answer, and nothing succeeded since. */
  serverTrouble: boolean;
}

const initial: ApiStatusSnapshot = { unavailable: false, serverTrouble: false };
let state = initial;
const listeners = new Set<Listener>();

function update(next: ApiStatusSnapshot): void {
  if (next.unavailable === state.unavailable && next.serverTrouble === state.serverTrouble) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export const apiStatus = {
  get: (): ApiStatusSnapshot => state,
  isUnavailable: (): boolean => state.unavailable,
  /** Records a failed call: status 0 means no answer came. */
  recordFailure(status: number): void {
    update({
      unavailable: state.unavailable || status >= 400,
      serverTrouble: status === 0 || status >= 500,
    });
  },
  recordSuccess(): void {
    if (state.serverTrouble) update({ ...state, serverTrouble: false });
  },
  reset(): void {
    update(initial);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
