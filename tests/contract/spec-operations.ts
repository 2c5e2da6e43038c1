// Every operation of the two contracts (openapi/booking.yaml, openapi/content.yaml), read straight
// from the YAML: how it is secured, its success status, and every documented response with its
// named examples ($refs to components.responses / components.examples resolved).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const SPECS = ['booking', 'content'] as const;
export type SpecName = (typeof SPECS)[number];

/** public: no token needed; bearer: a token is required; optional: works both ways. */
export type Security = 'public' | 'bearer' | 'optional';

export interface NamedExample {
  name: string;
  summary?: string;
  value: unknown;
}

export interface DocumentedResponse {
  status: number;
  description: string;
  /** The media type of the body, or undefined when the response has none (204, bare 201). */
  contentType?: string;
  examples: NamedExample[];
}

export interface SpecOperation {
  spec: SpecName;
  operationId: string;
  tag: string;
  method: string; // upper case
  path: string;
  security: Security;
  successStatus: number;
  responses: DocumentedResponse[];
}

type Obj = Record<string, unknown>;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function specFile(spec: SpecName): string {
  return fileURLToPath(new URL(`../../openapi/${spec}.yaml`, import.meta.url));
}

/** Follows local `$ref`s (`#/components/...`) until a plain node is reached. */
function deref(doc: Obj, node: unknown, seen: string[] = []): unknown {
  if (!isObj(node) || typeof node.$ref !== 'string') return node;
  const ref = node.$ref;
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${ref}`);
  if (seen.includes(ref)) throw new Error(`Circular $ref ${[...seen, ref].join(' -> ')}`);
  const target = ref
    .slice(2)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, key) => (isObj(at) ? at[key] : undefined), doc);
  if (target === undefined) throw new Error(`Unresolved $ref ${ref}`);
  return deref(doc, target, [...seen, ref]);
}

function securityOf(requirements: unknown): Security {
  if (!Array.isArray(requirements) || requirements.length === 0) return 'public';
  const anonymous = requirements.some((r) => isObj(r) && Object.keys(r).length === 0);
  const withScheme = requirements.some((r) => isObj(r) && Object.keys(r).length > 0);
  if (!withScheme) return 'public';
  return anonymous ? 'optional' : 'bearer';
}

function examplesOf(doc: Obj, media: Obj): NamedExample[] {
  const examples = isObj(media.examples) ? media.examples : {};
  const named = Object.entries(examples).map(([name, raw]) => {
    const example = deref(doc, raw);
    if (!isObj(example) || !('value' in example)) {
      throw new Error(`Example "${name}" has no value (externalValue is not supported)`);
    }
    const summary = typeof example.summary === 'string' ? example.summary : undefined;
    return { name, value: example.value, ...(summary ? { summary } : {}) };
  });
  if (named.length === 0 && 'example' in media)
    named.push({ name: 'example', value: media.example });
  return named;
}

function responsesOf(doc: Obj, operation: Obj): DocumentedResponse[] {
  const responses = isObj(operation.responses) ? operation.responses : {};
  return Object.entries(responses)
    .filter(([status]) => /^\d{3}$/.test(status))
    .map(([status, raw]) => {
      const response = deref(doc, raw);
      if (!isObj(response)) throw new Error(`Response ${status} is not an object`);
      const content = isObj(response.content) ? response.content : {};
      const [contentType, media] = Object.entries(content)[0] ?? [];
      return {
        status: Number(status),
        description: typeof response.description === 'string' ? response.description : '',
        ...(contentType ? { contentType } : {}),
        examples: isObj(media) ? examplesOf(doc, media) : [],
      };
    })
    .sort((a, b) => a.status - b.status);
}

/** Parses one contract; `file` defaults to openapi/<spec>.yaml. */
export function readSpecOperations(spec: SpecName, file: string = specFile(spec)): SpecOperation[] {
  const doc = parse(readFileSync(file, 'utf8'), { maxAliasCount: -1 }) as Obj;
  const paths = isObj(doc.paths) ? doc.paths : {};
  const operations: SpecOperation[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = deref(doc, rawItem);
    if (!isObj(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObj(operation)) continue;
      const operationId = operation.operationId;
      if (typeof operationId !== 'string') throw new Error(`${method} ${path} has no operationId`);
      const responses = responsesOf(doc, operation);
      const success = responses.find((r) => r.status >= 200 && r.status < 300);
      if (!success) throw new Error(`${operationId} documents no success response`);
      const tags = Array.isArray(operation.tags) ? operation.tags : [];
      operations.push({
        spec,
        operationId,
        tag: typeof tags[0] === 'string' ? tags[0] : 'default',
        method: method.toUpperCase(),
        path,
        security: securityOf(operation.security ?? doc.security),
        successStatus: success.status,
        responses,
      });
    }
  }
  return operations;
}

/** `info.x-mock-anchor-date`: the day the examples are written for (the mock moves them to today). */
export function anchorDate(spec: SpecName, file: string = specFile(spec)): string | undefined {
  const doc = parse(readFileSync(file, 'utf8'), { maxAliasCount: -1 }) as Obj;
  const anchor = isObj(doc.info) ? doc.info['x-mock-anchor-date'] : undefined;
  return typeof anchor === 'string' ? anchor : undefined;
}

export const successResponse = (op: SpecOperation): DocumentedResponse =>
  op.responses.find((r) => r.status === op.successStatus)!;

export const errorResponses = (op: SpecOperation): DocumentedResponse[] =>
  op.responses.filter((r) => r.status >= 400 && r.status < 500);
