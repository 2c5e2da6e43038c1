import { lazy, Suspense } from 'react';
import type { Order, ReceiptDetail } from '@generated/booking/model';
import { cartLines } from '../logic/totals';
import { lineBookedTimes } from './booked-times';

// Paper only, so its own chunk after the receipt's first paint: the checkout's budget stays.
const PrintableReceipt = lazy(() =>
  import('@/components/printable-receipt/printable-receipt').then((module) => ({
    default: module.PrintableReceipt,
  })),
);

/**
 * The receipt as it prints (issue 23): seller, items with the order's booked times (a treatment's
 * day and time, issue 41), VAT per rate, payments; hidden on screen.
 */
export function ReceiptPrintCopy({ receipt, order }: { receipt: ReceiptDetail; order?: Order }) {
  // A receipt shown without its order (receipt-only-body) has no times to add.
  const times = !order
    ? []
    : cartLines(order).flatMap((line) =>
        lineBookedTimes(line, order).map(({ start, end }) => ({
          productId: line.item.product.id,
          start,
          end,
        })),
      );
  return (
    <Suspense fallback={null}>
      <PrintableReceipt receipt={receipt} headingLevel="h2" printOnly times={times} />
    </Suspense>
  );
}
