// Per-route JavaScript budgets, checked after `vite build` (quick; part of npm test). For each
// route of src/app/route-modules.ts it weighs what opening it downloads: the entry chunk with its
// static imports (the start page and the shell), the start-up texts, and the route's own chunks,
// texts and their static imports, and any script its prerendered index.html loads. Fails when a route outgrows its gzip budget, or when charts or
// date pickers reach the start page. Writes <out dir>/bundle-report.json.
// The full picture (paint times against the floor page) is `npm run bench`.
import { readFileSync, writeFileSync } from 'node:fs';
import { sourceMapsDir } from './private-source-maps-plugin.ts';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PRERENDERED_PAGES, ROUTE_MODULES, type RouteModules } from '../src/app/route-modules';

const OUT_DIR = process.env.VITE_OUT_DIR ?? 'dist';
const FORBIDDEN_AT_START = ['@mui/x-charts', '@mui/x-date-pickers'];

/** Budgets in kB gzip, per route name (both languages). A new route adds its line. */
export const BUDGETS_GZIP_KB: Record<string, number> = {
  startup: 240,
  login: 340,
  resetPassword: 320,
  booking: 290,
  schedule: 290,
  bookingService: 305,
  checkout: 275,
  'member:overview': 310,
  'member:bookings': 310,
  'member:membership': 310,
  'member:valuecards': 310,
  'member:purchases': 310,
  'member:offers': 310,
  'member:news': 310,
  'member:payments': 310,
  'member:profile': 340,
  'member:workouts': 410,
};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
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
    const path = join(sourceMapsDir(OUT_DIR), `${file}.map`);
    const map = JSON.parse(readFileSync(path, 'utf8')) as { sources?: string[] };
    return map.sources ?? [];
  } catch {
    return []; // the bundler's own runtime chunk has no map
  }
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(OUT_DIR, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * The scripts a route's prerendered index.html loads itself (the document's paint script,
 * docs/decisions/023), relative to the out dir: downloaded beside the app's, so they count.
 */
function documentScriptsOf(route: RouteModules): string[] {
  const page = PRERENDERED_PAGES.find(({ path }) => new RegExp(route.pattern).test(path));
  if (!page || route.name === 'startup') return [];
  const html = readFileSync(join(OUT_DIR, page.path, 'index.html'), 'utf8');
  return [
    ...html.matchAll(/<script type="module"[^>]* src="[^"]*?(assets\/document-paint-[^"]+\.js)"/g),
  ].map((match) => match[1]!);
}

function main(): void {
  const manifest = JSON.parse(
    readFileSync(join(OUT_DIR, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const startup = (language: string) =>
    ROUTE_MODULES.find((route) => route.name === 'startup' && route.language === language)
      ?.modules ?? [];
  const kb = (n: number) => (n / 1024).toFixed(1);
  const problems: string[] = [];
  const report = ROUTE_MODULES.map((route) => {
    const roots = [
      entry,
      ...startup(route.language),
      ...(route.name === 'startup' ? [] : route.modules),
    ];
    const missing = roots.filter((key) => !manifest[key]);
    if (missing.length)
      problems.push(`${route.name}: not chunks of their own: ${missing.join(', ')}`);
    const files = [
      ...staticClosure(manifest, roots)
        .map((key) => manifest[key]!.file)
        .filter((file) => file.endsWith('.js')),
      ...documentScriptsOf(route),
    ];
    const gzip = files.reduce((sum, file) => sum + gzipSize(file), 0);
    const budget = BUDGETS_GZIP_KB[route.name];
    if (budget === undefined) problems.push(`${route.name}: no budget in scripts/bundle-report.ts`);
    else if (gzip / 1024 > budget)
      problems.push(`${route.name} (${route.language}): ${kb(gzip)} kB gzip > ${budget} kB`);
    return { name: route.name, language: route.language, files: files.length, gzip, budget };
  });

  const startFiles = staticClosure(manifest, [entry]).map((key) => manifest[key]!.file);
  // Without the entry's map the modules are unknown, and the start-page check would pass blindly.
  if (modulesOf(manifest[entry]!.file).length === 0)
    problems.push(`no source map for the entry in ${sourceMapsDir(OUT_DIR)}/: build first`);
  const forbidden = startFiles.flatMap((file) =>
    modulesOf(file)
      .filter((source) => FORBIDDEN_AT_START.some((name) => source.includes(`/${name}/`)))
      .map((source) => `${file}: ${source}`),
  );
  if (forbidden.length)
    problems.push(
      `charts or date pickers in the start page:\n${forbidden.slice(0, 10).join('\n')}`,
    );

  console.log('JavaScript per route (entry + start-up texts + the route’s chunks), kB gzip:');
  for (const row of report.filter((r) => r.language === 'sv'))
    console.log(
      `  ${row.name.padEnd(20)} ${kb(row.gzip).padStart(6)}  (budget ${row.budget ?? '—'}, ${row.files} files)`,
    );
  writeFileSync(
    join(OUT_DIR, 'bundle-report.json'),
    JSON.stringify({ routes: report, forbidden }, null, 2),
  );
  if (problems.length) {
    console.error(`Bundle budgets missed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Every route within its budget; no charts or date pickers at start.');
}

if (import.meta.url === `file://${process.argv[1]}`) main();
