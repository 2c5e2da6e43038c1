// Which cards a facility can sell: BRP lists each product's facilities (an empty list is every
// one), and a card with no price must let the buyer choose the amount, or it cannot be bought.
import type { ValueCardProduct } from '@generated/booking/model';

export function soldAt(product: ValueCardProduct, site: number): boolean {
  const units = product.businessUnits ?? [];
  return units.length === 0 || units.some((unit) => unit.id === site);
}

export function canBeBought(product: ValueCardProduct): boolean {
  return product.price != null || product.allowOptionalAmount === true;
}

/** Whether the buyer types the amount (BRP's `amount`, only for a card with no price). */
export function choosesAmount(product: ValueCardProduct): boolean {
  return product.price == null && product.allowOptionalAmount === true;
}
