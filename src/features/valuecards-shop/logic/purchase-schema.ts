// The product page's rules (spec §5's e-mail pattern; BRP's 255-character names and greeting).
// Messages are translation keys, so each error shows in the page's language.
import * as yup from 'yup';
import { EMAIL_PATTERN } from '@/lib/validation-rules';
import { AMOUNT_MAX_KR, AMOUNT_MIN_KR, parseKronor } from './amount';
import type { PurchaseValues } from './purchase-values';

const NS = 'valuecards-shop:validation';
/** BRP's receiverDetails.name, senderDetails.name and greeting hold at most 255 characters. */
export const TEXT_MAX = 255;

// ensure(): formik hands yup an empty field as undefined; a field the form does not show (the
// gift's, when it is no gift) must still pass.
const whenGift = (schema: yup.StringSchema<string>) =>
  yup
    .string()
    .ensure()
    .when('gift', { is: true, then: () => schema, otherwise: (s) => s });

export function purchaseSchema(choosesAmount: boolean): yup.ObjectSchema<PurchaseValues> {
  return yup.object({
    amount: choosesAmount
      ? yup
          .string()
          .ensure()
          .required(`${NS}.amountRequired`)
          .test('whole', `${NS}.amountNotNumber`, (v) => parseKronor(v) !== null)
          .test('range', `${NS}.amountRange`, (v) => {
            const kronor = parseKronor(v);
            return kronor === null || (kronor >= AMOUNT_MIN_KR && kronor <= AMOUNT_MAX_KR);
          })
      : yup.string().ensure(),
    gift: yup.boolean().defined(),
    receiverName: whenGift(
      yup.string().trim().required(`${NS}.receiverNameRequired`).max(TEXT_MAX, `${NS}.tooLong`),
    ),
    receiverEmail: whenGift(
      yup
        .string()
        .trim()
        .required(`${NS}.receiverEmailRequired`)
        .matches(EMAIL_PATTERN, `${NS}.emailNotValid`),
    ),
    senderName: whenGift(
      yup.string().trim().required(`${NS}.senderNameRequired`).max(TEXT_MAX, `${NS}.tooLong`),
    ),
    greeting: whenGift(yup.string().trim().ensure().max(TEXT_MAX, `${NS}.tooLong`)),
    giverEmail: whenGift(
      yup
        .string()
        .trim()
        .required(`${NS}.giverEmailRequired`)
        .matches(EMAIL_PATTERN, `${NS}.emailNotValid`),
    ),
  });
}
