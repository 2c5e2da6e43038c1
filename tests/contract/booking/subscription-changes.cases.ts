// A membership's freeze and end (issue 44): the rules, the previews, the changes and their undo.
// 30211 is Anna's "Gym & Bad" (by Autogiro, FREEZE and TERMINATE allowed), 30877 her prepaid swim
// card (frozen on request, with a doctor's note); 134 the Gym & Bad product.
import {
  listFreezeReasons,
  listTerminationReasons,
} from '@generated/booking/endpoints/catalogue/catalogue';
import * as catalogueZod from '@generated/booking/zod/catalogue/catalogue.zod';
import {
  freezeSubscription,
  listSubscriptionFreezeRules,
  listSubscriptionFreezes,
  previewSubscriptionFreeze,
  previewSubscriptionTermination,
  requestSubscriptionFreeze,
  terminateSubscription,
  undoSubscriptionTermination,
  unfreezeSubscription,
  uploadFreezeRequestFile,
} from '@generated/booking/endpoints/customers/customers';
import * as zod from '@generated/booking/zod/customers/customers.zod';
import { CUSTOMER, day, op, type Cases } from '../cases';

const GYM_AND_BATH = 30211;
const SWIM_CARD = 30877;
const PRODUCT = 134;
const COMPANY = 1;
/** A freeze from tomorrow of a little over a month (the rule's shortest is one month). */
const MONTH = { start: day(1), end: day(35) };

export const subscriptionChangesCases: Cases = {
  listSubscriptionFreezeRules: op(
    (o) => listSubscriptionFreezeRules(CUSTOMER, GYM_AND_BATH, o),
    zod.listSubscriptionFreezeRules200Response,
  ),
  listFreezeReasons: op(
    (o) => listFreezeReasons({ company: COMPANY }, o),
    catalogueZod.listFreezeReasons200Response,
  ),
  previewSubscriptionFreeze: op(
    (o) =>
      previewSubscriptionFreeze(
        CUSTOMER,
        String(GYM_AND_BATH),
        { freezeReason: 3, 'freezePeriod.start': MONTH.start, 'freezePeriod.end': MONTH.end },
        o,
      ),
    zod.previewSubscriptionFreeze200Response,
  ),
  freezeSubscription: op(
    (o) =>
      freezeSubscription(
        CUSTOMER,
        String(GYM_AND_BATH),
        { freezeReason: 3, freezePeriod: MONTH, paymentRequiredBeforeFreeze: false },
        o,
      ),
    zod.freezeSubscription201Response,
  ),
  listSubscriptionFreezes: op(
    (o) => listSubscriptionFreezes(CUSTOMER, GYM_AND_BATH, o),
    zod.listSubscriptionFreezes200Response,
  ),
  unfreezeSubscription: op(
    (o) => unfreezeSubscription(CUSTOMER, String(GYM_AND_BATH), {}, o),
    zod.unfreezeSubscription201Response,
  ),
  requestSubscriptionFreeze: op(
    (o) =>
      requestSubscriptionFreeze(
        CUSTOMER,
        String(SWIM_CARD),
        {
          freezeReason: 1,
          message: 'Opererad i knät.',
          freezePeriod: { start: day(7), end: day(60) },
        },
        o,
      ),
    zod.requestSubscriptionFreeze201Response,
  ),
  uploadFreezeRequestFile: op(
    (o) =>
      uploadFreezeRequestFile(
        CUSTOMER,
        SWIM_CARD,
        771,
        {
          file: new Blob(['Läkarintyg: vila från träning i åtta veckor.'], { type: 'text/plain' }),
          fileName: 'intyg.txt',
        },
        o,
      ),
    zod.uploadFreezeRequestFile201Response,
  ),
  previewSubscriptionTermination: op(
    (o) =>
      previewSubscriptionTermination(CUSTOMER, String(GYM_AND_BATH), { terminationReason: 1 }, o),
    zod.previewSubscriptionTermination200Response,
  ),
  terminateSubscription: op(
    (o) => terminateSubscription(CUSTOMER, String(GYM_AND_BATH), { terminationReason: 1 }, o),
    zod.terminateSubscription201Response,
  ),
  undoSubscriptionTermination: op(
    (o) => undoSubscriptionTermination(CUSTOMER, String(GYM_AND_BATH), o),
    zod.undoSubscriptionTermination200Response,
  ),
  listTerminationReasons: op(
    (o) => listTerminationReasons(PRODUCT, o),
    catalogueZod.listTerminationReasons200Response,
  ),
};
