// Free times for a 50-minute treatment over the next 7 days (today included), 09:00–18:00 Stockholm,
// starting every half hour (two therapists), so a day has more than one page (10) of times.
import { addDays, fromStockholm } from '../stockholm-time.ts';
import { hash } from './seed.ts';
import type { Clock } from './group-activities.ts';

export const SUGGESTION_DAYS = 7;
export const TREATMENT_MINUTES = 50;
const PRICE = { amount: 69500, currency: 'SEK' }; // as the spec's massage example

// Therapists from the spec's /apps/{appId}/resources example.
const THERAPISTS = [
  { id: 8810, name: 'Lena Ström', type: 'STAFF' },
  { id: 8812, name: 'Ahmed Karimi', type: 'STAFF' },
] as const;

export interface ServiceSuggestion {
  duration: { start: string; end: string };
  availableSlots: number;
  selectableResources: { id: number; name: string; type: 'STAFF' | 'OTHER' }[];
  price: { amount: number; currency: string };
}

export function serviceSuggestionsFor({ today, now }: Clock): ServiceSuggestion[] {
  const out: ServiceSuggestion[] = [];
  for (let offset = 0; offset < SUGGESTION_DAYS; offset++) {
    const day = addDays(today, offset);
    for (let minutes = 9 * 60; minutes <= 17 * 60; minutes += 30) {
      const [hour, minute] = [Math.floor(minutes / 60), minutes % 60];
      const free = THERAPISTS.filter(
        (t) => hash(`suggestion:${day}:${hour}:${minute}:${t.id}`) % 3 !== 0,
      );
      const start = fromStockholm(day, hour, minute);
      if (free.length === 0 || start.getTime() <= now.getTime()) continue; // booked, or already past
      const end = new Date(start.getTime() + TREATMENT_MINUTES * 60_000);
      out.push({
        duration: { start: start.toISOString(), end: end.toISOString() },
        availableSlots: free.length,
        selectableResources: free.map((t) => ({ ...t })),
        price: { ...PRICE },
      });
    }
  }
  return out;
}
