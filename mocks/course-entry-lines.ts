// The order lines of a course (event) and of entry tickets (issue 42): priced from the products
// the mock serves, refused as BRP refuses them (no places left, a participant below the course's
// minimum age), so the cart, the receipt and the member's pages agree with the product pages.
import type { Answer, IdName, NewLine } from './order-store.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
type Ask = (path: string) => Promise<unknown>;

const refused = (status: number, body: Obj): { refused: Answer } => ({ refused: { status, body } });
/** Entries and courses are sold at 6 % VAT (swimming and sports, as the value cards for them). */
const SPORTS_VAT = 6;

/** Whole years from `birthDate` (YYYY-MM-DD) to the instant `at`. */
export function ageAt(birthDate: string, at: string): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const on = new Date(at);
  const [ty, tm, td] = [on.getUTCFullYear(), on.getUTCMonth() + 1, on.getUTCDate()];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** A course for its participants: the event of the order's facility, at its price per participant. */
export async function eventLine(
  request: Obj,
  businessUnit: number | undefined,
  ask: Ask,
): Promise<NewLine | { refused: Answer } | undefined> {
  // The list takes a period (its example holds every round); a wide one around the mock's today.
  const year = 365 * 86_400_000;
  const around = (offset: number) => new Date(Date.now() + offset).toISOString();
  const events = await ask(
    `/businessunits/${businessUnit}/events?period.start=${around(-year)}&period.end=${around(year)}`,
  );
  const event = Array.isArray(events)
    ? events.find((e) => isObj(e) && e.id === Number(request.event))
    : undefined;
  if (!isObj(event) || !isObj(event.price) || !isObj(event.eventProduct)) return undefined;
  const participants = Array.isArray(request.participants) ? request.participants : [];
  const left = isObj(event.slots) ? Number(event.slots.leftToBook) : Infinity;
  if (left < participants.length)
    return refused(403, { errorCode: 'BOOK_EVENT_INSUFFICIENT_SLOTS' });
  const minAge = Number(event.minimumAge) || 0;
  const start = isObj(event.duration) ? String(event.duration.start) : '';
  const young = participants.findIndex(
    (p) => isObj(p) && typeof p.birthDate === 'string' && ageAt(p.birthDate, start) < minAge,
  );
  if (young >= 0)
    return refused(422, {
      errorCode: 'INVALID_INPUT',
      fieldErrors: [
        { field: `participants.${young}.birthDate`, errorCode: 'DATE_AGE_TOO_YOUNG', minAge },
      ],
    });
  return {
    product: event.eventProduct as unknown as IdName,
    unitPrice: Number(event.price.amount),
    vatRate: SPORTS_VAT,
    quantity: Math.max(1, participants.length),
    extra: {
      event: { id: event.id, name: event.name },
      businessUnit: event.businessUnit,
      duration: event.duration,
    },
  };
}

/** Entry tickets for a window of a day: the product's price, refused when the window is full. */
export async function entryLine(
  request: Obj,
  businessUnit: number | undefined,
  nextId: () => number,
  ask: Ask,
): Promise<NewLine | { refused: Answer } | undefined> {
  const id = Number(request.entryProduct);
  const product = await ask(`/products/entries/${id}`);
  if (!isObj(product) || typeof product.name !== 'string' || !isObj(product.price))
    return undefined;
  const quantity = Number(request.quantity) || 1;
  const period = isObj(request.period) ? request.period : undefined;
  const windows = await ask(`/products/entries/${id}/suggestions?businessUnit=${businessUnit}`);
  const window =
    period && Array.isArray(windows)
      ? windows.find(
          (w) =>
            isObj(w) &&
            isObj(w.duration) &&
            Date.parse(String(w.duration.start)) === Date.parse(String(period.start)),
        )
      : undefined;
  const places =
    isObj(window) && Array.isArray(window.resources) && isObj(window.resources[0])
      ? Number(window.resources[0].availableCapacity)
      : Infinity;
  if (places < quantity) return refused(403, { errorCode: 'NO_FREE_RESOURCES_AVAILABLE' });
  const vat = isObj(product.vat) ? Number(product.vat.rate) : NaN;
  const when = period ? { start: String(period.start), end: String(period.end) } : {};
  return {
    product: { id, name: product.name },
    unitPrice: Number(product.price.amount),
    vatRate: Number.isFinite(vat) ? vat : SPORTS_VAT,
    quantity,
    extra: {
      entries: Array.from({ length: quantity }, () => ({
        id: nextId(),
        ...when,
        cardnumber: null,
      })),
    },
  };
}
