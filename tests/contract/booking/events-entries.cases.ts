// Contract cases of the courses (events) and entries calls of the `catalogue` tag (issue 42), in a
// file of their own beside catalogue.cases.ts.
import {
  getEntryProduct,
  getEventPrice,
  getEventProduct,
  listEntryAvailability,
  listEntryProducts,
  listEntrySuggestions,
  listEventAdditions,
  listEventProducts,
  listEvents,
} from '@generated/booking/endpoints/catalogue/catalogue';
import * as zod from '@generated/booking/zod/catalogue/catalogue.zod';
import { HAGA, op, timePoint, type Cases } from '../cases';

const BADDAREN = 610;
const BADDAREN_SATURDAYS = 4410;
const SPA = 903;
const halfYear = { 'period.start': timePoint(0), 'period.end': timePoint(182) };
const tomorrow = { 'period.start': timePoint(1), 'period.end': timePoint(1.5) };

export const eventsEntriesCases: Cases = {
  listEvents: op((o) => listEvents(HAGA, halfYear, o), zod.listEvents200Response),
  listEventProducts: op(
    (o) => listEventProducts({ businessUnit: HAGA }, o),
    zod.listEventProducts200Response,
  ),
  getEventProduct: op(
    (o) => getEventProduct(BADDAREN, { businessUnit: HAGA }, o),
    zod.getEventProduct200Response,
  ),
  getEventPrice: op(
    (o) => getEventPrice(BADDAREN, { event: BADDAREN_SATURDAYS, quantity: 1 }, o),
    zod.getEventPrice200Response,
  ),
  listEventAdditions: op(
    (o) => listEventAdditions(BADDAREN, { businessUnit: HAGA }, o),
    zod.listEventAdditions200Response,
  ),
  listEntryProducts: op(
    (o) => listEntryProducts({ businessUnit: HAGA }, o),
    zod.listEntryProducts200Response,
  ),
  getEntryProduct: op(
    (o) => getEntryProduct(SPA, { businessUnit: HAGA }, o),
    zod.getEntryProduct200Response,
  ),
  listEntryAvailability: op(
    (o) => listEntryAvailability({ businessUnit: HAGA, ...tomorrow }, o),
    zod.listEntryAvailability200Response,
  ),
  listEntrySuggestions: op(
    (o) => listEntrySuggestions(SPA, { businessUnit: HAGA, ...tomorrow, quantity: 1 }, o),
    zod.listEntrySuggestions200Response,
  ),
};
