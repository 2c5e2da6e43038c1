import type { Receipt, ReceiptItem, ReceiptPayment } from '@generated/booking/model';
import { monthKey } from '@/lib/format';

export interface ReceiptMonth {
  /** yyyy-MM in Stockholm time. */
  key: string;
  receipts: Receipt[];
}

/** Spec §2 "Purchases": receipts grouped by month (Stockholm), newest month and receipt first. */
export function groupReceiptsByMonth(receipts: readonly Receipt[]): ReceiptMonth[] {
  const newestFirst = [...receipts].sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
  const months = new Map<string, Receipt[]>();
  for (const receipt of newestFirst) {
    const key = monthKey(receipt.created);
    const month = months.get(key);
    if (month) month.push(receipt);
    else months.set(key, [receipt]);
  }
  return [...months].map(([key, list]) => ({ key, receipts: list }));
}

/** Number of products bought; the API sends quantity as a string and may leave it out (one). */
export function itemCount(items: readonly ReceiptItem[] | undefined): number {
  return (items ?? []).reduce((sum, item) => {
    const quantity = Number(item.quantity ?? 1);
    return sum + (Number.isFinite(quantity) && quantity > 0 ? quantity : 1);
  }, 0);
}

/** Spec §3: the payment method text 'Värdekort' marks a value-card payment. */
export function isValueCardPayment(payment: Pick<ReceiptPayment, 'paymentMethod' | 'valueCard'>) {
  return payment.paymentMethod.trim().toLowerCase() === 'värdekort' || Boolean(payment.valueCard);
}

/** The payments of a receipt, or its single payment method when the list has no payments. */
export function receiptPayments(receipt: Receipt): ReceiptPayment[] {
  if (receipt.payments && receipt.payments.length > 0) return receipt.payments;
  return receipt.paymentMethod
    ? [{ paymentMethod: receipt.paymentMethod, amount: receipt.amount }]
    : [];
}
