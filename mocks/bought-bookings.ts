// What a customer bought in the shop, as their own pages read it (issue 42): paid entry lines are
// entry bookings with one code per entry (the member card shows them), paid courses event bookings.
import type { OrderStore } from './order-store.ts';

type Obj = Record<string, unknown>;

interface Who {
  orders?: OrderStore;
}

export function boughtEntries(
  { orders }: Who,
  world: string,
  { customer }: { customer: number },
): Obj[] {
  return (orders?.paidLines(world, customer, 'entries') ?? []).map((line) => {
    const entries = Array.isArray(line.extra.entries) ? (line.extra.entries as Obj[]) : [];
    const first = entries[0] ?? {};
    return {
      id: line.lineId,
      entryProduct: line.product,
      businessUnit: line.businessUnit,
      quantity: line.quantity,
      ...(typeof first.start === 'string' && typeof first.end === 'string'
        ? { duration: { start: first.start, end: first.end } }
        : {}),
      price: { amount: line.price, currency: 'SEK' },
      entries: entries.map((entry) => ({
        id: Number(entry.id),
        status: 'NOT_USED',
        qrCode: `BRP-ENTRY-${line.orderId}-${String(entry.id)}`,
      })),
    };
  });
}

export function boughtEvents(
  { orders }: Who,
  world: string,
  { customer }: { customer: number },
): Obj[] {
  return (orders?.paidLines(world, customer, 'events') ?? []).map((line) => ({
    id: line.lineId,
    event: line.extra.event,
    businessUnit: line.businessUnit,
    product: line.product,
    price: { amount: line.price, currency: 'SEK' },
    quantity: line.quantity,
    isDebited: true,
    shouldAutoRefundOnCancel: false,
  }));
}
