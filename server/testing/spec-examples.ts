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

export interface NamedExample {
  /** 'GET /customers/{id} 200 <name>' */
  name: string;
  method: string;
  /** The template with every parameter filled, e.g. '/customers/1'. */
  path: string;
  status: number;
  body: unknown;
}

/** Every named example of every JSON success answer in a spec. */
export function specExamples(spec: 'booking' | 'content'): NamedExample[] {
  const root = document(spec);
  const examples: NamedExample[] = [];
  for (const [template, item] of Object.entries((root.paths ?? {}) as Record<string, Obj>)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!isObj(operation) || !isObj(operation.responses)) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^2\d\d$/.test(status)) continue;
        const answer = deref(root, response);
        const media =
          isObj(answer) && isObj(answer.content) ? answer.content['application/json'] : undefined;
        if (!isObj(media) || !isObj(media.examples)) continue;
        for (const [name, example] of Object.entries(media.examples)) {
          const resolved = deref(root, example);
          examples.push({
            name: `${method.toUpperCase()} ${template} ${status} ${name}`,
            method,
            path: template.replace(/\{[^}]+\}/g, '1'),
            status: Number(status),
            body: isObj(resolved) ? resolved.value : undefined,
          });
        }
      }
    }
  }
  return examples;
}
