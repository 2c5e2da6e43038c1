import type { BusinessUnit } from '@generated/booking/model';

/**
 * The facility to show when the URL names none: the stored one (spec §3), else the first. `stored`
 * is the stored facility as both sides read it (`useStoredOrderSite`; on the server the cookie
 * that copies it), so the server's page and the browser's first render show the same classes.
 */
export function defaultSite(
  units: BusinessUnit[] | undefined,
  stored: number | null,
): number | null {
  if (stored !== null && (!units || units.some((unit) => unit.id === stored))) return stored;
  return units?.[0]?.id ?? null;
}
