// What the product page's form holds, and BRP's request it becomes
// (`POST orders/{order}/items/valuecards`: valueCardProduct, amount, receiverDetails, senderDetails).
import type { ValueCardItemRequest } from '@generated/booking/model';
import { parseKronor, toMinorUnits } from './amount';

export interface PurchaseValues {
  /** Whole kronor as typed; used only for a card with no price. */
  amount: string;
  /** Given to someone else: the gift fields apply. */
  gift: boolean;
  receiverName: string;
  receiverEmail: string;
  senderName: string;
  greeting: string;
  /** The giver's e-mail (spec §3: gift_from_email), where the receipt goes. */
  giverEmail: string;
}

export const initialPurchaseValues = (gift: boolean): PurchaseValues => ({
  amount: '',
  gift,
  receiverName: '',
  receiverEmail: '',
  senderName: '',
  greeting: '',
  giverEmail: '',
});

/** BRP's request for the form's values; the amount only for a card the buyer prices. */
export function itemRequest(
  productId: number,
  values: PurchaseValues,
  choosesAmount: boolean,
): ValueCardItemRequest {
  const kronor = choosesAmount ? parseKronor(values.amount) : null;
  return {
    valueCardProduct: productId,
    ...(kronor !== null ? { amount: toMinorUnits(kronor) } : {}),
    ...(values.gift
      ? {
          receiverDetails: {
            name: values.receiverName.trim(),
            target: values.receiverEmail.trim(),
          },
          senderDetails: {
            name: values.senderName.trim(),
            ...(values.greeting.trim() ? { greeting: values.greeting.trim() } : {}),
          },
        }
      : {}),
  };
}
