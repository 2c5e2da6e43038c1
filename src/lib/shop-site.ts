// The facility a shop list or product page shows (courses, entries): the stored order's while an
// order exists (its cart belongs there), else the URL's `?site=`, else the first one offered.
import type { IdName } from '@generated/booking/model';

/** `?site=` as a facility id, or null. */
export function siteParam(params: URLSearchParams): number | null {
  const value = Number(params.get('site'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function chooseShopSite(
  sites: readonly IdName[] | undefined,
  orderSite: number | null,
  wanted: number | null,
): number | null {
  if (orderSite !== null) return orderSite;
  if (!sites) return wanted;
  if (wanted !== null && sites.some((s) => s.id === wanted)) return wanted;
  return sites[0]?.id ?? null;
}
