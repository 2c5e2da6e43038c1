// BRP removes a membership from an anonymous order only with the birth date it was added with
// (`birthDate` of DELETE orders/{order}/items/subscriptions/{id}), and no order line says it. So
// the add remembers it per line of the stored order, and the removal reads it back (decision 069).
// Forgotten with the stored order (clearStoredOrder).
import { storage } from '../storage';

interface Stored {
  order: number;
  lines: Record<string, string>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function read(): Stored | null {
  try {
    const value: unknown = JSON.parse(storage.get('membershipBirthDates') ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { order, lines } = value as Partial<Stored>;
    return typeof order === 'number' && lines && typeof lines === 'object'
      ? { order, lines }
      : null;
  } catch {
    return null;
  }
}

/** Remembers the birth date the order's lines (a membership and its additions) were added with. */
export function rememberBirthDate(order: number, lineIds: readonly number[], birthDate: string) {
  if (!DAY.test(birthDate) || lineIds.length === 0) return;
  const stored = read();
  const lines = stored?.order === order ? { ...stored.lines } : {};
  // A line keeps the date it was added with (an add may not know every line that was there).
  for (const id of lineIds) lines[String(id)] ??= birthDate;
  storage.set('membershipBirthDates', JSON.stringify({ order, lines }));
}

/** The birth date a line of the order was added with, if this browser added it. */
export function birthDateOf(order: number, lineId: number): string | undefined {
  const stored = read();
  const day = stored?.order === order ? stored.lines[String(lineId)] : undefined;
  return typeof day === 'string' && DAY.test(day) ? day : undefined;
}
