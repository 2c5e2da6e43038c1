// Which facility the membership pages show: the one the address names (?site=, shareable), else
// the cart's (its prices are the order's), else the first. Only a facility that exists counts.
import type { IdName } from '@generated/booking/model';

export function siteParam(params: URLSearchParams): number | null {
  const value = Number(params.get('site'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function chooseSite(
  units: readonly IdName[] | undefined,
  wanted: number | null,
  stored: number | null,
): number | null {
  const known = (id: number | null) => id !== null && (units?.some((u) => u.id === id) ?? false);
  if (known(wanted)) return wanted;
  if (known(stored)) return stored;
  return units?.[0]?.id ?? null;
}

/** The product id of a product page's address (medlemskap/134/), or null when it is not one. */
export function productIdParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
