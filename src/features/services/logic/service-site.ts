// Spec §2 "Service time page": the facility whose times are shown. While an order is stored its
// facility wins (the cart belongs there), then the one the URL names, then the first the service
// is offered at; a facility the service is not offered at is passed over.
import type { IdName } from '@generated/booking/model';

export function chooseServiceSite(
  sites: readonly IdName[],
  orderSite: number | null,
  wanted: number | null,
): number | null {
  const offered = (id: number | null) =>
    id !== null && sites.some((site) => site.id === id) ? id : null;
  return offered(orderSite) ?? offered(wanted) ?? sites[0]?.id ?? null;
}
