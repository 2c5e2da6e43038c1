// BRP's 422 names the request's fields (amount, receiverDetails.target…): each goes under the
// form field it came from, so the buyer sees it where they typed.
import type { PurchaseValues } from './purchase-values';

const FIELDS: Record<string, keyof PurchaseValues> = {
  amount: 'amount',
  'receiverDetails.name': 'receiverName',
  'receiverDetails.target': 'receiverEmail',
  'senderDetails.name': 'senderName',
  'senderDetails.greeting': 'greeting',
};

/** The form field of a field BRP names, or undefined for one the form does not have. */
export function formFieldOf(field: string): keyof PurchaseValues | undefined {
  return FIELDS[field];
}
