// Spec §4: any API response with status 400 or above sets a global "API unavailable" flag.
// The UI warns only about what the user cannot fix (5xx or no answer) from the booking system:
// `serverTrouble`, which clears again with the booking system's next successful answer. The
// content site failing is not the booking system failing: its sections say so themselves, or
// (an optional note) show nothing. A tiny external store, so React reads it with
// useSyncExternalStore and the HTTP layer sets it without React.
import type { ApiName } from './server-transport';

type Listener = () => void;

export interface ApiStatusSnapshot {
  /** The spec's flag: some call, to either API, answered with 400 or above. */
  unavailable: boolean;
  /** The booking system's last failure was a server error or no answer, and nothing since. */
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
  /** Records a failed call of one API: status 0 means no answer came. */
  recordFailure(status: number, api: ApiName): void {
    update({
      unavailable: state.unavailable || status >= 400,
      serverTrouble: api === 'booking' ? status === 0 || status >= 500 : state.serverTrouble,
    });
  },
  recordSuccess(api: ApiName): void {
    if (api === 'booking' && state.serverTrouble) update({ ...state, serverTrouble: false });
  },
  reset(): void {
    update(initial);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
