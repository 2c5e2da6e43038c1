// Per-page JavaScript budgets, checked after `react-router build` (quick; part of npm test). For
// each page of the route table (src/routes.ts, both languages) it weighs what a first visit
// downloads, from the build's own outputs (scripts/bundle-closure.ts): the scripts the server's
// page preloads and imports (the client entry, the root, the language layout and every route on
// the page's path with their split client chunks and static imports, from React Router's
// manifest), whatever those chunks import in turn, and the text chunks the client entry loads
// before it hydrates (the start-up namespaces and those the page's modules ask for, in the page's
// language and in the fallback language, as i18next loads them; src/entry.client.tsx). Fails
// when a page outgrows its group's gzip budget, or when MUI X charts or date pickers reach the
// start page. Writes <build dir>/bundle-report.json. The full picture (paint times against the
// floor page) is `npm run bench`.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Config } from '@react-router/dev/config';
import routerConfig from '../react-router.config.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../src/lib/language.ts';
import {
  closure,
  documentScripts,
  groupOf,
  isModuleOf,
  namespacesUsed,
  pageRoutes,
  parseBrowserManifest,
  routePath,
  staticImports,
  stringListNamed,
  textChunks,
  type BrowserManifest,
  type BudgetGroup,
} from './bundle-closure.ts';

// The build directory and route discovery as the build saw them (BUILD_DIR, default build).
const config: Config = routerConfig;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILD_DIR = config.buildDirectory ?? 'build';
const CLIENT_DIR = join(BUILD_DIR, 'client');
/** Where a build that keeps its source maps private puts them (the folder beside the served one). */
const PRIVATE_MAPS_DIR = join(BUILD_DIR, 'client-sourcemaps');
const FORBIDDEN_AT_START = ['@mui/x-charts', '@mui/x-date-pickers'];
/** The same packages by their component names, for a chunk without a source map. */
const FORBIDDEN_MARKERS = /["'`]Mui(?:Charts|Pickers|DateCalendar|DatePicker|[A-Z]\w*Chart)/;
/** The group whose pages are the start page (charts and date pickers must never reach them). */
const START_PAGE_GROUP = 'start page';
/** Where the start-up namespaces (loaded before any page) are named. */
const I18N_MODULE = 'src/lib/i18n.ts';

/**
 * Budgets in kB gzip per group of pages (each language): the JavaScript and the texts a first
 * visit downloads (English pages carry the Swedish fallback texts too, so they are the larger).
 * Set from the build of 2026-11-27 with about 3 % to spare; the comment gives the largest page
 * measured then. The React Compiler's memoisation added 6–17 kB to each (docs/decisions/048).
 * A new page needs a group here.
 */
export const BUDGETS: Record<string, BudgetGroup> = {
  [START_PAGE_GROUP]: { budgetKb: 290, routes: ['home'] }, // 280.7 (en)
  'sign-in': { budgetKb: 379, routes: ['login', 'reset-password'] }, // 367.2 (en:login)
  'class booking': { budgetKb: 342, routes: ['booking', 'schedule'] }, // 331.3 (en:booking)
  'treatment booking': { budgetKb: 347, routes: ['booking-service'] }, // 336.2
  // Issue 42: the product page's form (formik) is its largest part.
  memberships: { budgetKb: 347, routes: ['memberships', 'membership'] }, // 339.6 (en:membership)
  // Issue 42's shop pages: the courses and the entries, each a list and a product page.
  'courses and entries': { budgetKb: 331, routes: ['courses', 'course', 'entries', 'entry'] }, // 321.1 (en:entry)
  // Issue 42: the value-card and gift-card lists and a card's page with its gift form.
  'value cards': {
    budgetKb: 350,
    routes: ['value-cards', 'value-card', 'gift-cards', 'gift-card'],
  }, // 339.9 (en:value-card, 2026-12-02)
  // Since 2026-11-29 with the payment step in the page's own code and, like every page, the route
  // manifest (decision 055).
  // Since 2026-12-02 the checkout sells every kind (issue 42): a membership's Autogiro section and
  // account creation, the value-card, course and entry lines, and the right of withdrawal.
  checkout: { budgetKb: 366, routes: ['checkout'] }, // 358.4 (en)
  // The bookings page also holds the calendar feed's texts, the strikes and quota and, like every
  // member page, the offline worker's registration and the note (issue 23).
  'member pages': { budgetKb: 375, routes: ['member-area-index', 'member:*'] }, // 363.5 (en:bookings)
  'member profile': { budgetKb: 384, routes: ['member:profile'] }, // 372.3
  'member workouts': { budgetKb: 453, routes: ['member:workouts'] }, // 439.3 (its charts)
  // The shell alone: the footer, the consent banner and the scheme switch.
  'not found': { budgetKb: 278, routes: ['not-found'] }, // 269.1
  'content pages': { budgetKb: 297, routes: ['accessibility'] }, // 287.9 (en)
  // Issue 44: the withdrawal function's steps (a form, the stepper) and its texts.
  withdrawal: { budgetKb: 325, routes: ['withdrawal'] }, // 315.1 (en, 2026-12-02)
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const read = (file: string) => readFileSync(join(CLIENT_DIR, file), 'utf8');

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** A manifest address ('/assets/x.js') as a file of the client build ('assets/x.js'). */
function fileOf(address: string): string {
  return address.replace(/^\//, '');
}

/** A chunk's static imports, as files of the client build. */
function importsOf(file: string): string[] {
  if (!file.endsWith('.js')) return [];
  return staticImports(read(file))
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => posix.join(posix.dirname(file), specifier));
}

interface SourceMap {
  sources?: string[];
  sourcesContent?: (string | null)[];
}
interface Sources {
  /** Repository paths ('src/lib/i18n.ts', 'node_modules/@mui/…'), null without a map. */
  modules: string[] | null;
  content: Map<string, string>;
}

/**
 * A source map's source as a repository path ('src/lib/i18n.ts'). A map names its sources
 * relative to itself; for a build folder copied elsewhere, the path without its leading '../'.
 */
function repositoryPath(map: string, source: string): string {
  const path = relative(ROOT, resolve(dirname(map), source))
    .split(sep)
    .join('/');
  return path.startsWith('../') ? source.replace(/^(?:\.\.\/)+/, '') : path;
}

const mapCache = new Map<string, Sources>();
/** The modules in a chunk and their source text, from its (hidden) source map. */
function sourcesOf(file: string): Sources {
  let sources = mapCache.get(file);
  if (sources) return sources;
  const map = [join(PRIVATE_MAPS_DIR, `${file}.map`), join(CLIENT_DIR, `${file}.map`)].find(
    existsSync,
  );
  sources = { modules: null, content: new Map() };
  if (map) {
    const parsed = JSON.parse(readFileSync(map, 'utf8')) as SourceMap;
    const modules = (parsed.sources ?? []).map((source) => repositoryPath(map, source));
    modules.forEach((module, index) => {
      const text = parsed.sourcesContent?.[index];
      if (typeof text === 'string') sources!.content.set(module, text);
    });
    sources.modules = modules;
  }
  mapCache.set(file, sources);
  return sources;
}

/** The source maps inside the served folder (every one is public at its address). */
function publicSourceMaps(dir = CLIENT_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return publicSourceMaps(path);
    return entry.name.endsWith('.map') ? [relative(CLIENT_DIR, path)] : [];
  });
}

/** React Router's browser manifest, the one the server build names when several are left. */
function loadManifest(): BrowserManifest {
  const assets = join(CLIENT_DIR, 'assets');
  const candidates = existsSync(assets)
    ? readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    : [];
  if (candidates.length === 0)
    throw new Error(`no React Router manifest in ${assets}/: run npm run build:app first`);
  let chosen = candidates[0]!;
  if (candidates.length > 1) {
    const serverDir = join(BUILD_DIR, 'server');
    const serverCode = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(serverDir, name), 'utf8'))
      .join('\n');
    const named = candidates.filter((name) => serverCode.includes(`/assets/${name}`));
    if (named.length !== 1)
      throw new Error(
        `${candidates.length} manifests in ${assets}/ and the server build names ${named.length}: build afresh`,
      );
    chosen = named[0]!;
  }
  return parseBrowserManifest(readFileSync(join(assets, chosen), 'utf8'));
}

interface PageReport {
  id: string;
  name: string;
  language: Language;
  group: string | null;
  budgetKb: number | null;
  /** JavaScript of the app, text chunks; each a path under the client build. */
  scripts: string[];
  texts: string[];
  /** Scripts reached through a chunk's imports that the page does not preload (a round trip). */
  notPreloaded: string[];
  namespaces: string[];
  gzip: { scripts: number; texts: number; total: number };
}

function main(): void {
  const manifest = loadManifest();
  const problems: string[] = [];
  const notes: string[] = [];
  // Without lazy route discovery every page imports the whole manifest (react-router's <Scripts>).
  const manifestImported = config.routeDiscovery?.mode === 'initial' || config.ssr === false;

  // The lazy text chunks, named in the chunk that holds src/lib/i18n.ts (the entry's closure).
  const entryFiles = closure(
    [fileOf(manifest.entry.module), ...manifest.entry.imports.map(fileOf)],
    importsOf,
  );
  const texts = new Map<string, string>();
  let startupNamespaces: string[] | null = null;
  for (const file of entryFiles.filter((name) => name.endsWith('.js'))) {
    for (const [key, specifier] of textChunks(read(file)))
      texts.set(key, posix.join(posix.dirname(file), specifier));
    const i18n = sourcesOf(file).content.get(I18N_MODULE);
    if (i18n) startupNamespaces = stringListNamed(i18n, 'PRELOADED_NAMESPACES');
  }
  if (texts.size === 0)
    problems.push(
      'no lazy text chunks found in the client entry (../locales/*/*.json): check the parser',
    );
  if (startupNamespaces === null) {
    problems.push(`no PRELOADED_NAMESPACES in ${I18N_MODULE} (from the entry's source maps)`);
    startupNamespaces = [];
  }

  const pages: PageReport[] = pageRoutes(manifest).map((route) => {
    const path = routePath(manifest, route.id);
    const language = path.find((r) => (LANGUAGES as readonly string[]).includes(r.id))?.id as
      Language | undefined;
    if (!language) throw new Error(`the route ${route.id} is under no language layout`);
    const name = route.id.replace(`${language}:`, '');
    const listed = documentScripts(manifest, route.id, { manifestImported }).map(fileOf);
    const scripts = closure(listed, importsOf);
    const notPreloaded = scripts.filter((file) => !listed.includes(file));

    // i18next loads a namespace in the page's language and in the fallback language.
    const namespaces = [
      ...new Set([
        ...startupNamespaces!,
        ...scripts.flatMap((file) =>
          [...sourcesOf(file).content]
            .filter(([module]) => module.startsWith('src/'))
            .flatMap(([, source]) => namespacesUsed(source)),
        ),
      ]),
    ].sort();
    const textFiles = closure(
      [...new Set([language, DEFAULT_LANGUAGE])].flatMap((lang) =>
        namespaces.flatMap((ns) => texts.get(`${lang}/${ns}`) ?? []),
      ),
      importsOf,
    ).filter((file) => !scripts.includes(file));

    const missing = [...scripts, ...textFiles].filter(
      (file) => !existsSync(join(CLIENT_DIR, file)),
    );
    if (missing.length)
      throw new Error(`${route.id}: files missing from ${CLIENT_DIR}: ${missing.join(', ')}`);
    const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
    const gzip = { scripts: sum(scripts), texts: sum(textFiles), total: 0 };
    gzip.total = gzip.scripts + gzip.texts;
    const group = groupOf(BUDGETS, name) ?? null;
    const budgetKb = group ? BUDGETS[group]!.budgetKb : null;
    if (budgetKb === null)
      problems.push(`${route.id}: no budget group in scripts/bundle-report.ts`);
    else if (gzip.total / 1024 > budgetKb)
      problems.push(`${route.id} (${group}): ${kb(gzip.total)} kB gzip > budget ${budgetKb} kB`);
    if (notPreloaded.length)
      notes.push(`${route.id}: imported but not preloaded: ${notPreloaded.join(', ')}`);
    return {
      id: route.id,
      name,
      language,
      group,
      budgetKb,
      scripts,
      texts: textFiles,
      notPreloaded,
      namespaces,
      gzip,
    };
  });

  // Charts and date pickers never reach the start page: by the module ids in the chunks' source
  // maps, and by the components' names in a chunk without one.
  const startPages = pages.filter((page) => page.group === START_PAGE_GROUP);
  if (startPages.length === 0) problems.push(`no page in the group '${START_PAGE_GROUP}'`);
  const startFiles = [...new Set(startPages.flatMap((page) => page.scripts))];
  if (!sourcesOf(fileOf(manifest.entry.module)).modules?.length)
    problems.push(
      `no source map for the client entry (${manifest.entry.module}) in ${PRIVATE_MAPS_DIR}/ or ${CLIENT_DIR}/: the start-page check needs them (build.sourcemap)`,
    );
  const forbidden = startFiles.flatMap((file) => {
    const { modules } = sourcesOf(file);
    if (modules === null)
      return FORBIDDEN_MARKERS.test(read(file))
        ? [`${file}: (no map) ${FORBIDDEN_MARKERS.exec(read(file))![0]}`]
        : [];
    return modules
      .filter((module) => isModuleOf(module, FORBIDDEN_AT_START))
      .map((module) => `${file}: ${module}`);
  });
  if (forbidden.length)
    problems.push(
      `charts or date pickers in the start page:\n    ${forbidden.slice(0, 10).join('\n    ')}`,
    );

  // The browser's code is built by the React Compiler (decision 048): without it, an update high
  // in a page (the session, the member's data) renders the whole page again after hydration.
  // The root's code is in the shared code's `shell` layer (src/lib/code-layers.ts), which its
  // module re-exports: the chunk whose sources hold src/root.tsx. That chunk holds the layout too,
  // so this finds a build without the compiler, not one file left out of it. (React DOM's chunk
  // names the sentinel itself, so any chunk the root imports would not do.)
  const root = manifest.routes['root'];
  const rootChunks = (root ? [root.module, ...(root.imports ?? [])] : [])
    .map(fileOf)
    .filter((file) => sourcesOf(file).modules?.includes('src/root.tsx'));
  if (
    rootChunks.length === 0 ||
    !rootChunks.every((file) => read(file).includes('react.memo_cache_sentinel'))
  )
    problems.push(
      'the root route is not compiled by the React Compiler (vite.config.ts, reactCompiler())',
    );

  // Answers are checked on the server (server/answer-check.ts, decision 029): zod and the generated
  // schemas cost the pages nothing, and a page that imports them by mistake fails here.
  const allFiles = [...new Set(pages.flatMap((page) => page.scripts))];
  const schemaModules = allFiles.flatMap((file) =>
    (sourcesOf(file).modules ?? [])
      .filter(
        (module) =>
          isModuleOf(module, ['zod']) || /^generated\/[^/]+\/response-schemas/.test(module),
      )
      .map((module) => `${file}: ${module}`),
  );
  if (schemaModules.length)
    problems.push(
      `answer checks (zod, generated schemas) in the browser:\n    ${schemaModules.slice(0, 10).join('\n    ')}`,
    );

  const publicMaps = publicSourceMaps();
  if (publicMaps.length)
    notes.push(
      `${publicMaps.length} source maps are in ${CLIENT_DIR}/ (e.g. ${publicMaps[0]}): the server serves that folder, so they are public`,
    );

  const rows = [
    ['page', 'files', 'JS kB', 'texts kB', 'total kB', 'budget kB', 'group'],
    ...pages.map((page) => [
      page.id,
      String(page.scripts.length + page.texts.length),
      kb(page.gzip.scripts),
      kb(page.gzip.texts),
      kb(page.gzip.total),
      page.budgetKb === null ? '—' : String(page.budgetKb),
      page.group ?? '—',
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log('JavaScript a first visit downloads, per page (gzip -9):');
  for (const row of rows)
    console.log(
      `  ${row.map((cell, column) => (column === 0 || column === row.length - 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')}`,
    );

  writeFileSync(
    join(BUILD_DIR, 'bundle-report.json'),
    `${JSON.stringify({ budgets: BUDGETS, pages, forbidden, schemaModules, publicSourceMaps: publicMaps, notes, problems }, null, 2)}\n`,
  );
  console.log(
    `Answer checks (generated Zod schemas): on the server, ${schemaModules.length ? 'but some reach pages (below)' : '0 kB in every page'}`,
  );
  for (const note of notes) console.log(`Note: ${note}`);
  if (problems.length) {
    console.error(`Bundle report failed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    `Every page within its budget; no charts or date pickers on the start page. Details: ${join(BUILD_DIR, 'bundle-report.json')}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (error) {
    console.error(
      `Bundle report failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}
