// Spec §2 "Receipt screen": how the receipt writes its time, the customer's mobile and address,
// and its sums. Amounts stay in minor units; src/lib/format.ts turns them into kronor.
import type { Address, MobilePhone, Order, ReceiptDetail } from '@generated/booking/model';
import { countryName } from '@/lib/country-name';
import { formatDateTime, formatPostalCode } from '@/lib/format';
import type { Language } from '@/lib/language';

/** Spec §9: the receipt time, yyyy-MM-dd HH:mm in Stockholm; the receipt's, else the order's. */
export function receiptTime(order: Order, receipt?: ReceiptDetail): string {
  return formatDateTime(receipt?.created ?? order.lastModified ?? order.created);
}

/**
 * '+46 701234567': the country code (46 when the profile has none, spec §9), then the number
 * without its first character, the national leading zero. A number without one is kept whole.
 */
export function formatMobile(phone: MobilePhone | undefined): string {
  const number = phone?.number.replace(/\s/g, '') ?? '';
  if (!number) return '';
  return `+${phone?.countryCode ?? 46} ${number.startsWith('0') ? number.slice(1) : number}`;
}

/** Street; postal code and city; country name (in the page's language): the lines present. */
export function addressLines(address: Address | undefined, language: Language): string[] {
  if (!address) return [];
  const town = [formatPostalCode(address.postalCode), address.city?.trim() ?? '']
    .filter(Boolean)
    .join(' ');
  const country = address.country ? countryName(address.country, language) : '';
  return [address.street?.trim() ?? '', town, country].filter(Boolean);
}

export interface ValueCardPayment {
  number: string;
  /** Minor units. */
  amount: number;
}

/** Spec §3: a payment with a value card, or the payment method 'Värdekort', is a value-card one. */
export function valueCardPayments(receipt: ReceiptDetail | undefined): ValueCardPayment[] {
  return (receipt?.payments ?? [])
    .filter((payment) => payment.valueCard || payment.paymentMethod.trim() === 'Värdekort')
    .map((payment) => ({ number: payment.valueCard?.number ?? '', amount: payment.amount.amount }));
}

export interface ReceiptSums {
  /** The order's price: every product, VAT included, after coupons (BRP `order.price`). */
  total: number;
  valueCards: ValueCardPayment[];
  /** What was paid with money: the receipt's amount less value-card payments (spec §9). */
  totalCost: number;
}

/**
 * "Total" is what the products cost (the order's price); "Total cost" is what the customer paid
 * for them now: BRP's receipt `amount` (the total paid, value cards included) less the value-card
 * payments, which spec §9 deducts from the total shown (the card was paid for when it was bought).
 * Without a receipt nothing says how it was paid, so both are the order's price. BRP's order
 * `totalCost` (future subscription debits included) is not what was paid, so it is not used.
 */
export function receiptSums(order: Order, receipt?: ReceiptDetail): ReceiptSums {
  const valueCards = valueCardPayments(receipt);
  const paid = receipt ? receipt.amount.amount : order.price.amount;
  const byValueCard = valueCards.reduce((sum, payment) => sum + payment.amount, 0);
  return { total: order.price.amount, valueCards, totalCost: Math.max(0, paid - byValueCard) };
}

/** The receipt's payment method; without one, the methods of its payments, each once. */
export function paymentMethodText(receipt: ReceiptDetail | undefined): string {
  if (!receipt) return '';
  if (receipt.paymentMethod?.trim()) return receipt.paymentMethod.trim();
  return [...new Set(receipt.payments.map((payment) => payment.paymentMethod.trim()))].join(', ');
}
