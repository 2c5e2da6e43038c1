// The day the times show (logic/shown-day.ts), chosen once per facility and range: a time that
// passes or is booked while the page is open must not move the page to another day under the
// customer. The choice is made in render, from the same data on the server and in the browser.
import { useState } from 'react';
import { shownDay } from '../logic/shown-day';

type Input = Parameters<typeof shownDay>[0];

/** `key` names the facility and range; a new one chooses again. */
export function useShownDay(key: string, input: Input): string | null {
  const [kept, setKept] = useState<{ key: string; day: string } | null>(null);
  if (input.wanted) return input.wanted;
  if (kept?.key === key) return kept.day;
  const day = shownDay(input);
  // Kept only once the times are known: after a failure and a retry the choice is made afresh.
  // Derived state, stored during render (React re-renders at once, before anything is shown).
  if (day !== null && input.slots) setKept({ key, day });
  return day;
}
