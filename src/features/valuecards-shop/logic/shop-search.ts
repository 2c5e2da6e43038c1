// The shop's addresses: `vardekort/?site=3509` lists what the facility sells, `vardekort/301/` is
// one card; the same under `presentkort/` opens them as gifts. An id or facility that is not a
// positive whole number is none (the page then says so, or shows the default facility).

export function positiveId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** The facility the URL names (`?site=`), or null. */
export function siteFromSearch(params: URLSearchParams): number | null {
  return positiveId(params.get('site'));
}

/** Whether the path is one of the gift-card pages (presentkort/, gift-cards/). */
export function isGiftPath(pathname: string): boolean {
  return /^(\/en)?\/(presentkort|gift-cards)(\/|$)/.test(pathname);
}

/**
 * The facility whose cards show: the stored order's (the cart belongs there), else the URL's,
 * else the first facility BRP lists. A facility BRP does not know is passed over.
 */
export function chooseShopSite(
  sites: readonly { id: number }[] | undefined,
  orderSite: number | null,
  wanted: number | null,
): number | null {
  const known = (id: number | null) =>
    id !== null && (!sites || sites.some((site) => site.id === id)) ? id : null;
  return known(orderSite) ?? known(wanted) ?? sites?.[0]?.id ?? null;
}
