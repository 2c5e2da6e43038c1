// Entry windows over the next 7 days (today included), Stockholm time: the bath's day entry is one
// window a day, opening to closing; the spa's entry is three windows of three hours, the last one
// sold out every day, so the product page shows a window with places, one nearly full and one not
// for sale. A window already over is not offered (BRP offers from now on).
import { addDays, fromStockholm } from '../stockholm-time.ts';
import type { Clock } from './group-activities.ts';

export const ENTRY_DAYS = 7;

interface Window {
  from: [number, number];
  to: [number, number];
  places: number;
}

/** The mock's entry products (openapi/booking.yaml's examples): price and windows of a day. */
export const ENTRY_PRODUCTS = {
  501: {
    example: 'bad-501',
    amount: 12000,
    resource: { id: 9200, name: 'Badet' },
    windows: [{ from: [6, 30], to: [21, 0], places: 140 }] as Window[],
  },
  903: {
    example: 'spa-903',
    amount: 39500,
    resource: { id: 9201, name: 'Spaavdelningen' },
    windows: [
      { from: [9, 0], to: [12, 0], places: 6 },
      { from: [12, 0], to: [15, 0], places: 2 },
      { from: [15, 0], to: [18, 0], places: 0 },
    ] as Window[],
  },
} as const;

export interface EntrySuggestion {
  duration: { start: string; end: string };
  price: { amount: number; currency: string };
  resources: { id: number; name: string; type: 'OTHER'; availableCapacity: number }[];
}

function suggestionsOf(product: keyof typeof ENTRY_PRODUCTS, { today, now }: Clock) {
  const { amount, resource, windows } = ENTRY_PRODUCTS[product];
  const out: EntrySuggestion[] = [];
  for (let offset = 0; offset < ENTRY_DAYS; offset++) {
    const day = addDays(today, offset);
    for (const window of windows) {
      const start = fromStockholm(day, ...window.from);
      const end = fromStockholm(day, ...window.to);
      if (end.getTime() <= now.getTime()) continue;
      out.push({
        duration: { start: start.toISOString(), end: end.toISOString() },
        price: { amount, currency: 'SEK' },
        resources: [{ ...resource, type: 'OTHER', availableCapacity: window.places }],
      });
    }
  }
  return out;
}

/** One named example per product, chosen by id (mocks/scenario-rules.ts). */
export function entrySuggestionSets(clock: Clock): Record<string, EntrySuggestion[]> {
  return Object.fromEntries(
    (Object.keys(ENTRY_PRODUCTS) as unknown as (keyof typeof ENTRY_PRODUCTS)[]).map((id) => [
      ENTRY_PRODUCTS[id].example,
      suggestionsOf(id, clock),
    ]),
  );
}
