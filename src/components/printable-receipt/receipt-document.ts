// What a printed receipt says (issue 23, "receipts an employer accepts"): a wellness-allowance
// claim needs the seller (name, organisation number, address), the date, the items, VAT per rate
// and how it was paid. Everything comes from BRP's receipt detail (`sellerDetails` included).
import type {
  Address,
  MobilePhone,
  ReceiptDetail,
  ReceiptItem,
  ReceiptSellerDetails,
} from '@generated/booking/model';
import { formatPostalCode } from '@/lib/format';
import { formatPhoneNumber } from '@/lib/phone';
import { vatPerRate as vatSumsPerRate, type VatLine } from '@/lib/vat';

/** 'Haga Östergata 9, 413 01 Göteborg, Sverige': the parts present, on one line. */
export function addressLine(address: Address | undefined): string {
  if (!address) return '';
  const town = [formatPostalCode(address.postalCode), address.city?.trim() ?? '']
    .filter(Boolean)
    .join(' ');
  return [address.street?.trim() ?? '', town, address.country?.name.trim() ?? '']
    .filter(Boolean)
    .join(', ');
}

/** The seller's number as people write it: '031-12 34 00' for BRP's '031123400'. */
export function phoneText(phone: MobilePhone | undefined): string {
  const number = phone?.number.trim() ?? '';
  return number ? formatPhoneNumber(number, phone?.countryCode) : '';
}

/** The seller's name: the company when BRP names it, else the facility. */
export function sellerName(seller: ReceiptSellerDetails): string {
  return seller.company?.name?.trim() || seller.businessUnit.name;
}

/** BRP sends the quantity as a string and may leave it out (one). */
export function itemQuantity(item: ReceiptItem): number {
  const quantity = Number(item.quantity ?? 1);
  return Number.isFinite(quantity) && quantity > 0 ? quantity : 1;
}

export type VatRateLine = VatLine;

/** VAT per rate, highest rate first; a rate sent twice is added up, 0 % is left out. */
export function vatPerRate(receipt: Pick<ReceiptDetail, 'vatSums'>): VatRateLine[] {
  return vatSumsPerRate(receipt.vatSums);
}

export type PaymentKind = 'valueCard' | 'card' | 'other';

export interface PaymentLine {
  kind: PaymentKind;
  /** BRP's name of the method ('Swish'), shown as it is for `other`. */
  method: string;
  /** The value card's number, for value-card payments when BRP gives it. */
  valueCardNumber?: string;
  /** Minor units. */
  amount: number;
}

function paymentKind(method: string, valueCard: boolean): PaymentKind {
  const name = method.trim().toLowerCase();
  if (valueCard || name === 'värdekort') return 'valueCard';
  return name === 'kort' ? 'card' : 'other';
}

/** Each payment with its amount; a receipt without payments has its one method for the whole. */
export function paymentLines(
  receipt: Pick<ReceiptDetail, 'payments' | 'paymentMethod' | 'amount'>,
): PaymentLine[] {
  if (receipt.payments.length > 0)
    return receipt.payments.map((payment) => ({
      kind: paymentKind(payment.paymentMethod, Boolean(payment.valueCard)),
      method: payment.paymentMethod.trim(),
      ...(payment.valueCard?.number ? { valueCardNumber: payment.valueCard.number } : {}),
      amount: payment.amount.amount,
    }));
  const method = receipt.paymentMethod?.trim() ?? '';
  return method
    ? [{ kind: paymentKind(method, false), method, amount: receipt.amount.amount }]
    : [];
}

/** The order numbers the receipt paid, in its order: '90377' or '551872, 551873'. */
export function orderNumbers(receipt: Pick<ReceiptDetail, 'orders'>): string {
  return receipt.orders.map((order) => String(order.number)).join(', ');
}

/** A booked time of an order's line (a treatment or a class), for the receipt's items. */
export interface ItemTime {
  productId: number;
  start: string;
  end: string;
}

/**
 * Each receipt item's booked time, in the items' order: BRP's receipt items carry none, the
 * order's lines do. Two items of one product (two massages) take that product's times in turn.
 */
export function itemTimes(
  receipt: Pick<ReceiptDetail, 'items'>,
  times: readonly ItemTime[],
): (ItemTime | null)[] {
  const left = [...times];
  return receipt.items.map((item) => {
    const index = left.findIndex((time) => time.productId === item.product.id);
    return index === -1 ? null : left.splice(index, 1)[0]!;
  });
}
