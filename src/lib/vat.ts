// VAT per rate from BRP's vatSums (orders and receipts alike): a rate sent twice is added up,
// 0 % is left out, highest rate first. Amounts stay in minor units.

export interface VatLine {
  /** Percent, e.g. 25 or 12.5. */
  rate: number;
  /** Minor units. */
  amount: number;
}

export function vatPerRate(
  vatSums: readonly { rate: number | string; amount: { amount: number } }[] | undefined,
): VatLine[] {
  const byRate = new Map<number, number>();
  for (const sum of vatSums ?? []) {
    const rate = Number(String(sum.rate).replace(',', '.'));
    if (!Number.isFinite(rate) || rate === 0) continue;
    byRate.set(rate, (byRate.get(rate) ?? 0) + sum.amount.amount);
  }
  return [...byRate].map(([rate, amount]) => ({ rate, amount })).sort((a, b) => b.rate - a.rate);
}
