// Compares two V8 heap snapshots (.heapsnapshot, e.g. from `node --heapsnapshot-signal=SIGUSR2`):
// the constructors whose live objects grew most in count and in bytes between them. How the
// server's memory growth under `npm run bench:server` was found (docs/decisions/060).
// Usage: npx tsx bench/heap-diff.ts before.heapsnapshot after.heapsnapshot [rows]
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

interface Tally {
  count: number;
  bytes: number;
}

/** Live objects per "type:constructor" (a snapshot holds only what survived its GC). */
function tally(file: string): Map<string, Tally> {
  const { snapshot, nodes, strings } = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const counts = new Map<string, Tally>();
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + typeAt!]!]!;
    const name = type === 'string' || type === 'number' ? '' : strings[nodes[i + nameAt!]!]!;
    const key = `${type}:${name.slice(0, 80)}`;
    const entry = counts.get(key) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += nodes[i + sizeAt!]!;
    counts.set(key, entry);
  }
  return counts;
}

const [beforeFile, afterFile, rowsText] = process.argv.slice(2);
if (!beforeFile || !afterFile) throw new Error('usage: heap-diff.ts before after [rows]');
const before = tally(beforeFile);
const after = tally(afterFile);
const rows = [...after]
  .map(([key, { count, bytes }]) => {
    const was = before.get(key) ?? { count: 0, bytes: 0 };
    return { key, count: count - was.count, bytes: bytes - was.bytes, total: count };
  })
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, Number(rowsText ?? 40));
for (const { key, count, bytes, total } of rows)
  console.log(
    `${(bytes / 1024).toFixed(0).padStart(9)} kB ${String(count).padStart(8)} new ${String(total).padStart(8)} live  ${key}`,
  );
