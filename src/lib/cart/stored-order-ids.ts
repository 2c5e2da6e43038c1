// The stored order's id and facility as the app reads them (spec §3 ORDER_ID,
// selectedbusinessunit): positive integers, anything else is no value.
import { storage } from '../storage';

export function validId(id: number | null): number | null {
  return id !== null && Number.isInteger(id) && id > 0 ? id : null;
}

export function storedOrderId(): number | null {
  return validId(storage.getNumber('orderId'));
}

export function storedOrderSite(): number | null {
  return validId(storage.getNumber('selectedBusinessUnit'));
}
