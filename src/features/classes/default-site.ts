import type { BusinessUnit } from '@generated/booking/model';
import { storage } from '@/lib/storage';

/** The facility to show when the URL names none: the stored one (spec §3), else the first. */
export function defaultSite(units: BusinessUnit[] | undefined): number | null {
  const stored = Number(storage.get('selectedBusinessUnit'));
  if (units?.some((unit) => unit.id === stored)) return stored;
  if (!units && Number.isInteger(stored) && stored > 0) return stored;
  return units?.[0]?.id ?? null;
}
