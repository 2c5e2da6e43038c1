// A gift card with no price is loaded with the amount the buyer chooses (BRP's `amount`, in öre).
// BRP's product names no limits, so the shop sets them (docs/decisions/066): whole kronor from
// 100 to 5 000, with a few amounts to pick from.

export const AMOUNT_MIN_KR = 100;
export const AMOUNT_MAX_KR = 5000;
export const SUGGESTED_AMOUNTS_KR = [300, 500, 1000] as const;

/** The typed amount in whole kronor ('1 000', '500 kr'), or null when it is no whole number. */
export function parseKronor(text: string): number | null {
  const compact = text.replace(/\s|kr$/gi, '').replace(/\u00a0/g, '');
  if (!/^\d{1,7}$/.test(compact)) return null;
  return Number(compact);
}

/** Kronor to BRP's minor units. */
export const toMinorUnits = (kronor: number): number => kronor * 100;
