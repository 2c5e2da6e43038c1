import { describe, expect, it } from 'vitest';
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
} from './bundle-closure';

// The shape React Router 8 writes to build/client/assets/manifest-<version>.js.
const manifest: BrowserManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js', '/assets/runtime.js'] },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: '/assets/root.js',
      imports: ['/assets/react.js', '/assets/mui.js'],
      hasDefaultExport: true,
    },
    logout: {
      id: 'logout',
      parentId: 'root',
      path: 'session/logout',
      module: '/assets/logout.js',
      imports: [],
      hasDefaultExport: false,
    },
    sv: {
      id: 'sv',
      parentId: 'root',
      module: '/assets/layout.js',
      imports: ['/assets/mui.js'],
      hasDefaultExport: true,
    },
    'sv:home': {
      id: 'sv:home',
      parentId: 'sv',
      index: true,
      module: '/assets/home.js',
      imports: ['/assets/mui.js', '/assets/cards.js'],
      clientLoaderModule: '/assets/home-loader.js',
      hasDefaultExport: true,
    },
    'sv:member-area': {
      id: 'sv:member-area',
      parentId: 'sv',
      path: 'mina-sidor',
      module: '/assets/area.js',
      imports: ['/assets/area-shared.js'],
      hasDefaultExport: true,
    },
    'sv:member:workouts': {
      id: 'sv:member:workouts',
      parentId: 'sv:member-area',
      path: 'workouts',
      module: '/assets/workouts.js',
      imports: ['/assets/charts.js', '/assets/mui.js'],
      hasDefaultExport: true,
    },
  },
  url: '/assets/manifest-abc.js',
  version: 'abc',
};

describe('bundle report: the chunks of a first visit', () => {
  it('reads the browser manifest file', () => {
    const code = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
    expect(parseBrowserManifest(code)).toEqual(manifest);
    expect(() => parseBrowserManifest('export default {}')).toThrow(/not a React Router manifest/);
  });

  it('walks a page up to the root, parents first', () => {
    expect(routePath(manifest, 'sv:member:workouts').map((route) => route.id)).toEqual([
      'root',
      'sv',
      'sv:member-area',
      'sv:member:workouts',
    ]);
    expect(() => routePath(manifest, 'en:home')).toThrow(/no route en:home/);
  });

  it('lists the pages: leaf routes with a component, not layouts or resource routes', () => {
    expect(pageRoutes(manifest).map((route) => route.id)).toEqual([
      'sv:home',
      'sv:member:workouts',
    ]);
  });

  it('names the entry, every route on the path, their client chunks and imports, once each', () => {
    expect(documentScripts(manifest, 'sv:home', { manifestImported: false })).toEqual([
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/runtime.js',
      '/assets/root.js',
      '/assets/mui.js',
      '/assets/layout.js',
      '/assets/home.js',
      '/assets/home-loader.js',
      '/assets/cards.js',
    ]);
    const workouts = documentScripts(manifest, 'sv:member:workouts', { manifestImported: true });
    expect(workouts[0]).toBe('/assets/manifest-abc.js');
    expect(workouts).toEqual(
      expect.arrayContaining(['/assets/area.js', '/assets/area-shared.js', '/assets/charts.js']),
    );
    expect(workouts).not.toContain('/assets/home.js');
    expect(new Set(workouts).size).toBe(workouts.length);
  });

  it('reads the static imports a chunk starts with, not its dynamic ones', () => {
    const code =
      'import{n as e,r as t}from"./rolldown-runtime-X.js";import"./side-effect.js";' +
      'import * as m from \'./mui.js\';\nimport{t as S}from"./preload-helper.js";' +
      'var a=()=>import(`./lazy.js`);import{late}from"./not-at-the-top.js";';
    expect(staticImports(code)).toEqual([
      './rolldown-runtime-X.js',
      './side-effect.js',
      './mui.js',
      './preload-helper.js',
    ]);
    expect(staticImports('var x=1;import"./y.js";')).toEqual([]);
  });

  it('follows imports to their closure, each file once, through cycles', () => {
    const graph: Record<string, string[]> = {
      entry: ['a', 'b'],
      a: ['c'],
      b: ['c', 'entry'],
      c: [],
      unrelated: ['a'],
    };
    expect(closure(['entry'], (file) => graph[file] ?? [])).toEqual(['entry', 'a', 'c', 'b']);
    expect(closure(['b', 'x'], (file) => graph[file] ?? [])).toEqual(['b', 'c', 'entry', 'a', 'x']);
  });

  it('finds the lazy text chunks in the entry, skipping namespaces bundled in it', () => {
    const code =
      'var L=Object.assign({"../locales/en/common.json":()=>S(()=>Promise.resolve().then(()=>xe).then(e=>e.default),[]),' +
      '"../locales/en/auth.json":()=>S(()=>import(`./auth-C4bH.js`).then(e=>e.default),[]),' +
      '"../locales/sv/account-overview.json":()=>S(()=>import(`./account-overview-B3.js`).then(e=>e.default),[])});';
    expect([...textChunks(code)]).toEqual([
      ['en/auth', './auth-C4bH.js'],
      ['sv/account-overview', './account-overview-B3.js'],
    ]);
  });

  it('reads the namespaces a module asks for', () => {
    const source = `
      const { t } = useTranslation('account-overview');
      const other = useTranslation(["account", 'errors']);
      const plain = useTranslation();
      t('errors:network');`;
    expect(namespacesUsed(source)).toEqual(['account-overview', 'account', 'errors']);
    expect(
      stringListNamed("const PRELOADED_NAMESPACES = ['errors'] as const;", 'PRELOADED_NAMESPACES'),
    ).toEqual(['errors']);
    expect(stringListNamed('const OTHER = [];', 'PRELOADED_NAMESPACES')).toBeNull();
  });

  it('puts a page in the group naming it, else the one whose prefix matches', () => {
    const groups = {
      members: { budgetKb: 300, routes: ['member-area-index', 'member:*'] },
      workouts: { budgetKb: 400, routes: ['member:workouts'] },
      start: { budgetKb: 250, routes: ['home'] },
    };
    expect(groupOf(groups, 'member:workouts')).toBe('workouts');
    expect(groupOf(groups, 'member:overview')).toBe('members');
    expect(groupOf(groups, 'member-area-index')).toBe('members');
    expect(groupOf(groups, 'home')).toBe('start');
    expect(groupOf(groups, 'checkout')).toBeUndefined();
  });

  it('tells modules of the charts and pickers from their neighbours', () => {
    const forbidden = ['@mui/x-charts', '@mui/x-date-pickers'];
    expect(isModuleOf('node_modules/@mui/x-charts/BarChart/BarChart.mjs', forbidden)).toBe(true);
    expect(isModuleOf('../../../node_modules/@mui/x-charts-vendor/d3-scale.mjs', forbidden)).toBe(
      true,
    );
    expect(
      isModuleOf(
        'node_modules/.pnpm/x/node_modules/@mui/x-date-pickers/DateCalendar/x.mjs',
        forbidden,
      ),
    ).toBe(true);
    expect(isModuleOf('node_modules/@mui/material/Button/Button.mjs', forbidden)).toBe(false);
    expect(isModuleOf('src/features/account/workouts/x-charts-note.ts', forbidden)).toBe(false);
  });
});
