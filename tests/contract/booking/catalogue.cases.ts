// Contract cases of the `catalogue` tag (openapi/booking.yaml).
import {
  getEvent,
  getGroupActivity,
  getGroupActivityProduct,
  getServiceProduct,
  getSubscriptionProduct,
  listAppResources,
  listBusinessUnits,
  listConsentTypes,
  listGroupActivities,
  listGroupActivityProducts,
  listPaymentMethods,
  listServiceAdditions,
  listServiceProducts,
  listServiceSuggestions,
  listValueCardProducts,
} from '@generated/booking/endpoints/catalogue/catalogue';
import * as zod from '@generated/booking/zod/catalogue/catalogue.zod';
import { APP_ID, DROTTNINGTORGET, HAGA, ORDER, op, timePoint, type Cases } from '../cases';

const MASSAGE_50 = 701;
const week = { 'period.start': timePoint(0), 'period.end': timePoint(7) };

export const catalogueCases: Cases = {
  listBusinessUnits: op((o) => listBusinessUnits(o), zod.listBusinessUnitsResponse),
  listConsentTypes: op(
    (o) => listConsentTypes({ businessUnit: HAGA }, o),
    zod.listConsentTypesResponse,
  ),
  listValueCardProducts: op(
    (o) => listValueCardProducts({ businessUnit: HAGA }, o),
    zod.listValueCardProductsResponse,
  ),
  getSubscriptionProduct: op(
    (o) => getSubscriptionProduct(134, { businessUnit: HAGA, customerType: 1 }, o),
    zod.getSubscriptionProductResponse,
  ),
  listGroupActivityProducts: op(
    (o) => listGroupActivityProducts({ businessUnit: HAGA }, o),
    zod.listGroupActivityProductsResponse,
  ),
  getGroupActivityProduct: op(
    (o) => getGroupActivityProduct(21, { businessUnit: HAGA }, o),
    zod.getGroupActivityProductResponse,
  ),
  listServiceProducts: op(
    (o) => listServiceProducts({ businessUnit: DROTTNINGTORGET }, o),
    zod.listServiceProductsResponse,
  ),
  getServiceProduct: op((o) => getServiceProduct(MASSAGE_50, o), zod.getServiceProductResponse),
  listServiceAdditions: op(
    (o) => listServiceAdditions(MASSAGE_50, { customerType: 1, businessUnit: HAGA }, o),
    zod.listServiceAdditionsResponse,
  ),
  listServiceSuggestions: op(
    (o) =>
      listServiceSuggestions(MASSAGE_50, { businessUnit: HAGA, ...week, renderPrice: true }, o),
    zod.listServiceSuggestionsResponse,
  ),
  listAppResources: op(
    (o) => listAppResources(APP_ID, { businessUnit: HAGA, includeBusinessUnitIds: true }, o),
    zod.listAppResourcesResponse,
  ),
  listGroupActivities: op(
    (o) => listGroupActivities(HAGA, week, o),
    zod.listGroupActivitiesResponse,
  ),
  getGroupActivity: op((o) => getGroupActivity(HAGA, 120104, o), zod.getGroupActivityResponse),
  getEvent: op((o) => getEvent(HAGA, 4401, o), zod.getEventResponse),
  listPaymentMethods: op(
    (o) => listPaymentMethods(HAGA, { order: ORDER }, o),
    zod.listPaymentMethodsResponse,
  ),
};
