// Value-card fields that real answers may carry in two shapes (see openapi/brp/deviations.yaml):
// BRP's document has `amountLeft` as an integer and the product `validCardProduct`; the product
// spec reads `amountLeft.amount` and `valueCardProduct`. Both features that show cards read them
// here, so both shapes show the same.
import type { IdName, Money } from '@generated/booking/model';

/** Minor units of an amount sent as an integer or as `{amount, currency}`; undefined when absent. */
export function minorUnits(value: number | Money | null | undefined): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value?.amount === 'number' ? value.amount : undefined;
}

interface CardProduct {
  validCardProduct?: IdName;
  valueCardProduct?: IdName;
}

/** The product a card is based on, under either name; undefined when the answer has neither. */
export function cardProduct(card: CardProduct): IdName | undefined {
  return card.validCardProduct ?? card.valueCardProduct;
}
