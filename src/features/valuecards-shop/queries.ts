// The queries the value-card pages read, with the exact arguments their routes prefetch (one cache
// entry each). Free of components, so the route modules import it without the pages' code.
import {
  getGetValueCardProductQueryOptions,
  getListBusinessUnitsQueryOptions,
  getListValueCardProductsQueryOptions,
} from '@generated/booking/endpoints/catalogue/catalogue';

/** The facilities, for the picker (the same for every visitor). */
export const facilitiesQuery = () => getListBusinessUnitsQueryOptions();

/** The cards a facility sells, priced with its price list. */
export const valueCardsQuery = (site: number) =>
  getListValueCardProductsQueryOptions({ businessUnit: site });

/** One card, priced for the facility. A missing one (404) is not asked for again. */
export const valueCardQuery = (id: number, site: number) => ({
  ...getGetValueCardProductQueryOptions(id, { businessUnit: site }),
  retry: false,
});
