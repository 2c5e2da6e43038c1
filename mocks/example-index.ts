// Reads which named examples each operation's success response has, so the router never asks Prism for a missing one.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { exampleKey, type Api, type ExampleIndex } from './scenario-rules.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

function deref(doc: Obj, node: unknown): unknown {
  if (!isObj(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) return node;
  const target = node.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (at, key) => (isObj(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      doc,
    );
  return deref(doc, target);
}

/** Example names of the response Prism serves by default: the lowest 2xx. */
function successExampleNames(doc: Obj, operation: Obj): string[] {
  const responses = isObj(operation.responses) ? operation.responses : {};
  const code = Object.keys(responses)
    .filter((c) => /^2\d\d$/.test(c))
    .sort()[0];
  const response = code ? deref(doc, responses[code]) : undefined;
  if (!isObj(response) || !isObj(response.content)) return [];
  return Object.values(response.content).flatMap((media) =>
    isObj(media) && isObj(media.examples) ? Object.keys(media.examples) : [],
  );
}

export function indexExamples(api: Api, doc: Obj, index: ExampleIndex = new Map()): ExampleIndex {
  const paths = isObj(doc.paths) ? doc.paths : {};
  for (const [template, item] of Object.entries(paths)) {
    if (!isObj(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const key = exampleKey(api, method, template);
      const names = index.get(key) ?? new Set<string>();
      successExampleNames(doc, op).forEach((n) => names.add(n));
      index.set(key, names);
    }
  }
  return index;
}

export function indexSpecFiles(files: Partial<Record<Api, string>>): ExampleIndex {
  const index: ExampleIndex = new Map();
  for (const [api, file] of Object.entries(files) as [Api, string][]) {
    indexExamples(api, parse(readFileSync(file, 'utf8')) as Obj, index);
  }
  return index;
}
