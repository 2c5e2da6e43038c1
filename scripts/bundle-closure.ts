// The pure part of the bundle report (scripts/bundle-report.ts): which files a first visit to a
// page downloads, read from the build itself. React Router's browser manifest
// (build/client/assets/manifest-<version>.js, the same object the server build exports as
// `assets`) names, per route, its module, its split client chunks and the static imports of
// them all; the server-rendered page preloads and imports exactly those for every route it
// matches, beside the client entry and its imports (<Scripts> in react-router). The chunks' own
// `import … from "./x.js"` lines are followed too, so a file the manifest forgot still counts.

/** A route of React Router's browser manifest (the fields the report reads). */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}

export interface BrowserManifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
  /** The manifest's own address; a page imports it only without lazy route discovery. */
  url?: string;
  version?: string;
}

const MANIFEST_PREFIX = 'window.__reactRouterManifest=';

/** Reads build/client/assets/manifest-<version>.js (`window.__reactRouterManifest={…};`). */
export function parseBrowserManifest(code: string): BrowserManifest {
  const text = code.trim();
  if (!text.startsWith(MANIFEST_PREFIX))
    throw new Error(`not a React Router manifest (expected "${MANIFEST_PREFIX}…")`);
  const manifest = JSON.parse(text.slice(MANIFEST_PREFIX.length).replace(/;$/, '')) as unknown;
  const candidate = manifest as Partial<BrowserManifest> | null;
  if (typeof candidate?.entry?.module !== 'string' || typeof candidate.routes !== 'object')
    throw new Error('the React Router manifest has no entry or no routes');
  return manifest as BrowserManifest;
}

/** The routes a page's address matches, the root first and the page last. */
export function routePath(manifest: BrowserManifest, id: string): ManifestRoute[] {
  const path: ManifestRoute[] = [];
  for (let route = manifest.routes[id]; route;) {
    if (path.includes(route)) throw new Error(`the route ${id} has a parent loop`);
    path.unshift(route);
    if (route.parentId === undefined) return path;
    const parent: ManifestRoute | undefined = manifest.routes[route.parentId];
    if (!parent) throw new Error(`the route ${route.id} names an unknown parent ${route.parentId}`);
    route = parent;
  }
  throw new Error(`no route ${id} in the manifest`);
}

/** The pages: routes no other route nests under that render something (not resource routes). */
export function pageRoutes(manifest: BrowserManifest): ManifestRoute[] {
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  return Object.values(manifest.routes).filter(
    (route) => !parents.has(route.id) && route.hasDefaultExport === true,
  );
}

/**
 * The scripts the server-rendered page of `id` preloads and imports, as React Router's <Scripts>
 * writes them: the manifest (only without lazy route discovery), the client entry and its
 * imports, and for each matched route its module, its split client chunks and their imports.
 * Addresses as in the manifest ('/assets/x.js'), each once, in that order.
 */
export function documentScripts(
  manifest: BrowserManifest,
  id: string,
  options: { manifestImported: boolean },
): string[] {
  const scripts = [
    ...(options.manifestImported && manifest.url ? [manifest.url] : []),
    manifest.entry.module,
    ...manifest.entry.imports,
    ...routePath(manifest, id).flatMap((route) => [
      route.module,
      route.clientActionModule,
      route.clientLoaderModule,
      route.clientMiddlewareModule,
      route.hydrateFallbackModule,
      ...(route.imports ?? []),
    ]),
  ];
  return [...new Set(scripts.filter((script): script is string => typeof script === 'string'))];
}

/**
 * The specifiers of the static imports a built chunk starts with (Rolldown writes every static
 * import first: `import{a as b}from"./x.js";import"./y.js";`). Dynamic `import()` is not one.
 */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const statement =
    /^(?:\s+|\/\*[\s\S]*?\*\/|\/\/[^\n]*\n)*import\s*(?:[\w$*{][^'"`;]*?from\s*)?(["'])([^"']+)\1\s*;?/;
  let rest = code;
  for (let match = statement.exec(rest); match; match = statement.exec(rest)) {
    found.push(match[2]!);
    rest = rest.slice(match[0].length);
  }
  return found;
}

/** Every file reachable from `roots` through `importsOf`, each once, roots first. */
export function closure(roots: string[], importsOf: (file: string) => string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    importsOf(file).forEach(visit);
  };
  roots.forEach(visit);
  return [...seen];
}

/**
 * The lazy text chunks named by `import.meta.glob('../locales/*\/*.json')` in a built chunk:
 * 'sv/auth' → './auth-<hash>.js' (relative to that chunk). Namespaces bundled into the chunk
 * itself (no import of their own) are not listed.
 */
export function textChunks(code: string): Map<string, string> {
  const found = new Map<string, string>();
  const entry =
    /["'`][./]*locales\/([\w-]+)\/([\w-]+)\.json["'`]\s*:\s*\(\)\s*=>[^`"']*?import\(\s*(["'`])([^"'`]+)\3\s*\)/g;
  for (const match of code.matchAll(entry)) found.set(`${match[1]}/${match[2]}`, match[4]!);
  return found;
}

/** The namespaces a source module asks for: `useTranslation('ns')`, `useTranslation(['a', 'b'])`. */
export function namespacesUsed(source: string): string[] {
  const found = new Set<string>();
  const calls = /\b(?:useTranslation|withTranslation)\(\s*(\[[^\]]*\]|(["'`])[\w-]+\2)/g;
  for (const [, argument] of source.matchAll(calls))
    for (const [, , name] of argument!.matchAll(/(["'`])([\w-]+)\1/g)) found.add(name!);
  return [...found];
}

/** The strings of `const <name> = ['a', 'b']` in a source module, or null if it has none. */
export function stringListNamed(source: string, name: string): string[] | null {
  const list = new RegExp(`\\b${name}\\s*(?::[^=]*)?=\\s*\\[([^\\]]*)\\]`).exec(source);
  if (!list) return null;
  return [...list[1]!.matchAll(/(["'`])([\w-]+)\1/g)].map((match) => match[2]!);
}

export interface BudgetGroup {
  /** kB gzip, JavaScript and texts of a first visit, each language. */
  budgetKb: number;
  /** Route names (route ids without the language): exact, or a prefix ending in '*'. */
  routes: string[];
}

/** The group whose list names the route exactly, else the one with the longest matching prefix. */
export function groupOf(
  groups: Record<string, BudgetGroup>,
  routeName: string,
): string | undefined {
  const entries = Object.entries(groups);
  const exact = entries.find(([, group]) => group.routes.includes(routeName));
  if (exact) return exact[0];
  let best: { name: string; length: number } | undefined;
  for (const [name, group] of entries)
    for (const pattern of group.routes)
      if (pattern.endsWith('*') && routeName.startsWith(pattern.slice(0, -1)))
        if (!best || pattern.length > best.length) best = { name, length: pattern.length };
  return best?.name;
}

/** A module id of one of `packages` (node_modules/<package>/… or a suffixed sibling such as
 * @mui/x-charts-vendor), as a source map names it. */
export function isModuleOf(source: string, packages: string[]): boolean {
  return packages.some((name) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[/\\\\])${escaped}(-[\\w.-]+)?[/\\\\]`).test(source);
  });
}
