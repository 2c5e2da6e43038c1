// Measures what the start page downloads: the entry chunk, the start page's own lazy chunk and
// everything they import statically. Fails when it holds charts or date pickers (they must load
// with the pages that use them) or outgrows the budget. Writes dist/bundle-report.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const OUT_DIR = process.env.VITE_OUT_DIR ?? 'dist';
const START_PAGE_MODULE = 'src/features/home/home-page.tsx';
const BUDGET_GZIP_KB = 270;
const FORBIDDEN = ['@mui/x-charts', '@mui/x-date-pickers'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  roots.forEach(visit);
  return [...seen];
}

function modulesOf(file: string): string[] {
  try {
    const map = JSON.parse(readFileSync(join(OUT_DIR, `${file}.map`), 'utf8')) as {
      sources?: string[];
    };
    return map.sources ?? [];
  } catch {
    return [];
  }
}

function main(): void {
  const manifest = JSON.parse(
    readFileSync(join(OUT_DIR, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  if (!manifest[START_PAGE_MODULE]) throw new Error(`${START_PAGE_MODULE} is not its own chunk`);
  const keys = staticClosure(manifest, [entry, START_PAGE_MODULE]);
  const files = keys.map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const sizes = files.map((file) => {
    const bytes = readFileSync(join(OUT_DIR, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const total = sizes.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), {
    raw: 0,
    gzip: 0,
  });
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(
    `Start page JavaScript (${files.length} files): ${kb(total.raw)} kB raw, ${kb(total.gzip)} kB gzip`,
  );
  for (const s of sizes) console.log(`  ${s.file}: ${kb(s.raw)} kB raw, ${kb(s.gzip)} kB gzip`);

  const forbidden = files.flatMap((file) =>
    modulesOf(file)
      .filter((source) => FORBIDDEN.some((name) => source.includes(`/${name}/`)))
      .map((source) => `${file}: ${source}`),
  );
  writeFileSync(
    join(OUT_DIR, 'bundle-report.json'),
    JSON.stringify(
      { startPage: { files: sizes, total, budgetGzipKb: BUDGET_GZIP_KB }, forbidden },
      null,
      2,
    ),
  );
  if (forbidden.length > 0) {
    console.error(
      `Charts or date pickers in the start page's JavaScript:\n${forbidden.slice(0, 10).join('\n')}`,
    );
    process.exit(1);
  }
  if (total.gzip / 1024 > BUDGET_GZIP_KB) {
    console.error(
      `The start page's JavaScript (${kb(total.gzip)} kB gzip) is over its ${BUDGET_GZIP_KB} kB budget.`,
    );
    process.exit(1);
  }
  console.log(`Within budget (${BUDGET_GZIP_KB} kB gzip); no charts or date pickers.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
