// Spec §2 "Value cards" and §3: grouping by validity, descriptions from the product list, balance.
import type { ValueCard, ValueCardProduct } from '@generated/booking/model';
import { cardProduct, minorUnits } from '@/lib/value-card';

export interface ValueCardGroups {
  active: ValueCard[];
  inactive: ValueCard[];
}

/** isValid decides the group (spec §4); the API's order is kept within a group. */
export function groupValueCards(cards: readonly ValueCard[]): ValueCardGroups {
  return {
    active: cards.filter((card) => card.isValid),
    inactive: cards.filter((card) => !card.isValid),
  };
}

/** The card's description (HTML) from the value-card products, matched by product id. */
export function valueCardDescription(
  card: Pick<ValueCard, 'validCardProduct' | 'valueCardProduct'>,
  products: readonly Pick<ValueCardProduct, 'id' | 'description'>[] | undefined,
): string | undefined {
  const id = cardProduct(card)?.id;
  const description =
    id === undefined ? undefined : products?.find((product) => product.id === id)?.description;
  return description && description.trim() !== '' ? description : undefined;
}

export type ValueCardBalance =
  { kind: 'units'; units: number } | { kind: 'amount'; amount: number };

/**
 * Units left on a punch card (UNIT), money left (minor units) on an amount card. The amount comes
 * as an integer (BRP's document) or as `{amount, currency}` (the product spec); both read the same.
 */
export function valueCardBalance(
  card: Pick<ValueCard, 'type' | 'unitsLeft' | 'amountLeft'>,
): ValueCardBalance {
  return card.type === 'UNIT'
    ? { kind: 'units', units: card.unitsLeft ?? 0 }
    : { kind: 'amount', amount: minorUnits(card.amountLeft) ?? 0 };
}
