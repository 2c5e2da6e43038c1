// The stored order's id and facility as the app reads them (spec §3 ORDER_ID,
// selectedbusinessunit). Their own module, free of axios, so the document's paint of the checkout
// (src/app/document-paint-checkout.ts) reads them by the same rule.
import { storage } from '../storage';

export function storedOrderId(): number | null {
  const id = storage.getNumber('orderId');
  return id !== null && Number.isInteger(id) && id > 0 ? id : null;
}

export function storedOrderSite(): number | null {
  const id = storage.getNumber('selectedBusinessUnit');
  return id !== null && Number.isInteger(id) && id > 0 ? id : null;
}
