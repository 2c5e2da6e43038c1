// A treatment's free times at its own price and length: the generated times (data/
// service-suggestions.ts) are one set for every treatment, written for a 50-minute massage, so
// the router fits them to the product the mock serves for the asked id (issue 22, "the demo tells
// the truth": the time list and the cart agree).

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** `/products/services/{id}/suggestions` → the id, else undefined. */
export function suggestionsProduct(path: string): number | undefined {
  const match = /^\/products\/services\/(\d+)\/suggestions\/?$/.exec(path);
  return match ? Number(match[1]) : undefined;
}

/** Each time at the product's price, ending the product's length after it starts. */
export function fitSuggestionsToProduct(slots: unknown, product: unknown): unknown {
  if (!Array.isArray(slots) || !isObj(product) || !isObj(product.price)) return slots;
  const minutes = Number(product.time);
  const amount = Number(product.price.amount);
  return slots.map((slot) => {
    if (!isObj(slot) || !isObj(slot.duration) || !isObj(slot.price)) return slot;
    const start = Date.parse(String(slot.duration.start));
    return {
      ...slot,
      price: Number.isFinite(amount) ? { ...slot.price, amount } : slot.price,
      duration:
        Number.isFinite(minutes) && minutes > 0 && Number.isFinite(start)
          ? { ...slot.duration, end: new Date(start + minutes * 60_000).toISOString() }
          : slot.duration,
    };
  });
}
