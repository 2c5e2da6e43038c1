// For the server's unit tests: an operation's own success example from openapi/*.yaml, so a stub
// upstream answers what the contract (and the answer check) expects of the real API.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const documents = new Map<string, Obj>();

function document(spec: 'booking' | 'content'): Obj {
  let parsed = documents.get(spec);
  if (!parsed) {
    const file = path.resolve(import.meta.dirname, `../../openapi/${spec}.yaml`);
    parsed = parse(readFileSync(file, 'utf8')) as Obj;
    documents.set(spec, parsed);
  }
  return parsed;
}

function deref(root: Obj, node: unknown): unknown {
  if (!isObj(node) || typeof node.$ref !== 'string') return node;
  const target = node.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (isObj(at) ? at[key.replace(/~1/g, '/')] : undefined), root);
  return deref(root, target);
}

function matches(template: string, requestPath: string): boolean {
  const pattern = template
    .split('/')
    .map((segment) => (/^\{.+\}$/.test(segment) ? '[^/]+' : segment))
    .join('/');
  return new RegExp(`^${pattern}$`).test(requestPath);
}

/** The status and body of the first example of an operation's lowest 2xx answer, if it has one. */
export function specExample(
  spec: 'booking' | 'content',
  method: string,
  requestPath: string,
): { status: number; body: unknown } | undefined {
  const root = document(spec);
  const paths = (root.paths ?? {}) as Record<string, Obj>;
  const bare = requestPath.split('?', 1)[0] ?? '';
  const candidates = Object.keys(paths)
    .filter((template) => matches(template, bare))
    .sort((a, b) => (a.includes('{') ? 1 : 0) - (b.includes('{') ? 1 : 0));
  for (const template of candidates) {
    const operation = paths[template]?.[method.toLowerCase()];
    if (!isObj(operation) || !isObj(operation.responses)) continue;
    const status = Object.keys(operation.responses)
      .filter((code) => /^2\d\d$/.test(code))
      .sort()[0];
    if (!status) continue;
    const response = deref(root, operation.responses[status]);
    const media =
      isObj(response) && isObj(response.content) ? response.content['application/json'] : undefined;
    if (!isObj(media)) return { status: Number(status), body: undefined };
    if ('example' in media) return { status: Number(status), body: media.example };
    const first = isObj(media.examples) ? Object.values(media.examples)[0] : undefined;
    const example = deref(root, first);
    if (isObj(example)) return { status: Number(status), body: example.value };
  }
  return undefined;
}
