// Moves the dates inside a spec's examples by whole days, keeping Stockholm wall-clock times.
import { addDays, fromStockholm, toStockholm } from './stockholm-time.ts';

const DATE_ONLY = /^(\d{4}-\d{2}-\d{2})$/;
const UTC_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{3})?Z$/;
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}:\d{2})$/; // WordPress `date`: site-local, no zone

function isRealDay(day: string): boolean {
  return addDays(day, 0) === day; // rejects 2026-02-30 and friends
}

/**
 * Shifts one string by `days` if it fully matches a supported date format; anything else comes back unchanged.
 * `utcLocal` treats a zone-less date-time as UTC (WordPress `*_gmt` fields) instead of site-local.
 */
export function shiftDateString(value: string, days: number, utcLocal = false): string {
  if (days === 0) return value;
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return isRealDay(value) ? addDays(value, days) : value;

  const local = LOCAL_TIME.exec(value);
  if (local) {
    if (!isRealDay(local[1]!)) return value;
    if (!utcLocal) return addDays(local[1]!, days) + local[2];
    return shiftDateString(`${value}Z`, days).slice(0, 19);
  }

  const utc = UTC_TIME.exec(value);
  if (!utc || !isRealDay(utc[1]!)) return value;
  const millis = utc[5] ? Number(utc[5].slice(1)) : 0;
  const wall = toStockholm(new Date(value));
  const moved = fromStockholm(addDays(wall.day, days), wall.hour, wall.minute, wall.second, millis);
  const iso = moved.toISOString();
  return utc[5] ? iso : iso.replace(/\.\d{3}Z$/, 'Z');
}

/** Shifts every date string in an example value (any JSON-like tree); returns a new tree. */
export function shiftValue(value: unknown, days: number, key = ''): unknown {
  if (typeof value === 'string') return shiftDateString(value, days, key.endsWith('_gmt'));
  if (Array.isArray(value)) return value.map((v) => shiftValue(v, days, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftValue(v, days, k)]));
  }
  return value;
}

/**
 * Walks an OpenAPI document and shifts the dates of `example`, `examples.*.value` (media types, parameters,
 * components.examples) and schema-level `examples: [...]`. Property maps (`properties`) are skipped as
 * containers so a property literally named "example" is not mistaken for one.
 */
export function shiftSpecExamples(node: unknown, days: number, parentKey = ''): unknown {
  if (Array.isArray(node)) return node.map((n) => shiftSpecExamples(n, days));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    const isKeyword = parentKey !== 'properties';
    if (isKeyword && k === 'example') out[k] = shiftValue(v, days);
    else if (isKeyword && k === 'examples') out[k] = shiftExamplesKeyword(v, days);
    else out[k] = shiftSpecExamples(v, days, k);
  }
  return out;
}

function shiftExamplesKeyword(v: unknown, days: number): unknown {
  if (Array.isArray(v)) return shiftValue(v, days); // JSON Schema 2020-12 `examples: [..]`
  if (!v || typeof v !== 'object') return v;
  // A map of Example Objects: shift each `value`, keep summary/description/$ref.
  return Object.fromEntries(
    Object.entries(v).map(([name, ex]) => {
      if (!ex || typeof ex !== 'object' || Array.isArray(ex) || !('value' in ex)) return [name, ex];
      return [name, { ...ex, value: shiftValue((ex as { value: unknown }).value, days) }];
    }),
  );
}
