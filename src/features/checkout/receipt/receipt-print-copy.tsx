import { lazy, Suspense } from 'react';
import type { ReceiptDetail } from '@generated/booking/model';

// Paper only, so its own chunk after the receipt's first paint: the checkout's budget stays.
const PrintableReceipt = lazy(() =>
  import('@/components/printable-receipt/printable-receipt').then((module) => ({
    default: module.PrintableReceipt,
  })),
);

/** The receipt as it prints (issue 23): seller, items, VAT per rate, payments; hidden on screen. */
export function ReceiptPrintCopy({ receipt }: { receipt: ReceiptDetail }) {
  return (
    <Suspense fallback={null}>
      <PrintableReceipt receipt={receipt} headingLevel="h2" printOnly />
    </Suspense>
  );
}
