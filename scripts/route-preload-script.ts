// Preloads the chunks of the route being opened beside the main bundle. From the route table in
// src/app/route-modules.ts it writes a tiny script (run by index.html's start-up script,
// scripts/start-after-first-paint-plugin.ts) that matches `location.pathname` and adds
// <link rel="modulepreload"> for the route's page chunks, their static imports and its text
// namespaces, minus what the entry already preloads. Without it a lazy route's chunk (and then its
// texts) only start downloading once the main bundle has run.
import { relative, sep } from 'node:path';
import type { RouteModules } from '../src/app/route-modules';

export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** Per route pattern, the files to preload (by index into `files`), for the inline script. */
export function preloadTable(
  routes: RouteModules[],
  chunks: BuiltChunk[],
  root: string,
): { files: string[]; routes: [string, number[]][] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(
    chunks
      .filter((chunk) => chunk.facadeModuleId)
      .map((chunk) => [relative(root, chunk.facadeModuleId!).split(sep).join('/'), chunk]),
  );
  const closure = (fileNames: string[]): string[] => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = byFile.get(fileName);
      if (!chunk || seen.has(fileName)) return;
      seen.add(fileName);
      chunk.imports.forEach(visit);
    };
    fileNames.forEach(visit);
    return [...seen];
  };
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const initial = new Set(closure(entries));
  const files: string[] = [];
  const indexOf = (fileName: string) => {
    const found = files.indexOf(fileName);
    return found >= 0 ? found : files.push(fileName) - 1;
  };
  const table = routes.map((route): [string, number[]] => {
    const own = route.modules.map((module) => {
      const chunk = byModule.get(module);
      if (!chunk) throw new Error(`route ${route.name}: ${module} is not a chunk of its own`);
      return chunk.fileName;
    });
    return [
      route.pattern,
      closure(own)
        .filter((f) => !initial.has(f))
        .map(indexOf),
    ];
  });
  return { files, routes: table };
}

/** Links added per task: each costs the main thread a few milliseconds on a phone. */
export const PRELOADS_PER_TASK = 4;

export function routePreloadScript(table: ReturnType<typeof preloadTable>, base: string): string {
  return [
    `(function(){var f=${JSON.stringify(table.files)},r=${JSON.stringify(table.routes)}`,
    ',p=location.pathname,d=document,s={},q=[];',
    'for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p))',
    'for(var j=0;j<r[i][1].length;j++){var h=f[r[i][1][j]];if(!s[h]){s[h]=1;q.push(h)}}',
    // A route preloads up to ~25 files: in tasks of a few links, not one long task.
    `function b(){for(var k=0;k<${PRELOADS_PER_TASK}&&q.length;k++){`,
    "var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';",
    `l.href=${JSON.stringify(base)}+q.shift();d.head.appendChild(l)}`,
    'if(q.length)setTimeout(b,0)}b()})()',
  ].join('');
}

/** The chunks of a build, as preloadTable reads them. */
export function chunksOf(
  bundle: Record<string, { type: string } & Partial<BuiltChunk>>,
): BuiltChunk[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? [
          {
            fileName: output.fileName!,
            isEntry: output.isEntry!,
            facadeModuleId: output.facadeModuleId ?? null,
            imports: output.imports!,
          },
        ]
      : [],
  );
}
