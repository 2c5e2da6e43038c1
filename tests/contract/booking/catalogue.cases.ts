// Contract cases of the `catalogue` tag (openapi/booking.yaml).
import {
  getEvent,
  getGroupActivity,
  getGroupActivityProduct,
  getServiceProduct,
  getSubscriptionProduct,
  listSubscriptionAdditions,
  listSubscriptionProducts,
  getValueCardProduct,
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
const TEN_BATHS = 301;
const week = { 'period.start': timePoint(0), 'period.end': timePoint(7) };

export const catalogueCases: Cases = {
  listBusinessUnits: op((o) => listBusinessUnits(o), zod.listBusinessUnits200Response),
  listConsentTypes: op(
    (o) => listConsentTypes({ businessUnit: HAGA }, o),
    zod.listConsentTypes200Response,
  ),
  listValueCardProducts: op(
    (o) => listValueCardProducts({ businessUnit: HAGA }, o),
    zod.listValueCardProducts200Response,
  ),
  listSubscriptionProducts: op(
    (o) => listSubscriptionProducts({ businessUnit: HAGA }, o),
    zod.listSubscriptionProducts200Response,
  ),
  listSubscriptionAdditions: op(
    (o) => listSubscriptionAdditions(134, { businessUnit: HAGA }, o),
    zod.listSubscriptionAdditions200Response,
  ),
  getValueCardProduct: op(
    (o) => getValueCardProduct(TEN_BATHS, { businessUnit: HAGA }, o),
    zod.getValueCardProduct200Response,
  ),
  getSubscriptionProduct: op(
    (o) => getSubscriptionProduct(134, { businessUnit: HAGA, customerType: 1 }, o),
    zod.getSubscriptionProduct200Response,
  ),
  listGroupActivityProducts: op(
    (o) => listGroupActivityProducts({ businessUnit: HAGA }, o),
    zod.listGroupActivityProducts200Response,
  ),
  getGroupActivityProduct: op(
    (o) => getGroupActivityProduct(21, { businessUnit: HAGA }, o),
    zod.getGroupActivityProduct200Response,
  ),
  listServiceProducts: op(
    (o) => listServiceProducts({ businessUnit: DROTTNINGTORGET }, o),
    zod.listServiceProducts200Response,
  ),
  getServiceProduct: op((o) => getServiceProduct(MASSAGE_50, o), zod.getServiceProduct200Response),
  listServiceAdditions: op(
    (o) => listServiceAdditions(MASSAGE_50, { customerType: 1, businessUnit: HAGA }, o),
    zod.listServiceAdditions200Response,
  ),
  listServiceSuggestions: op(
    (o) =>
      listServiceSuggestions(MASSAGE_50, { businessUnit: HAGA, ...week, renderPrice: true }, o),
    zod.listServiceSuggestions200Response,
  ),
  listAppResources: op(
    (o) => listAppResources(APP_ID, { businessUnit: HAGA, includeBusinessUnitIds: true }, o),
    zod.listAppResources200Response,
  ),
  listGroupActivities: op(
    (o) => listGroupActivities(HAGA, week, o),
    zod.listGroupActivities200Response,
  ),
  getGroupActivity: op((o) => getGroupActivity(HAGA, 120104, o), zod.getGroupActivity200Response),
  getEvent: op((o) => getEvent(HAGA, 4401, o), zod.getEvent200Response),
  listPaymentMethods: op(
    (o) => listPaymentMethods(HAGA, { order: ORDER }, o),
    zod.listPaymentMethods200Response,
  ),
};
