// How an operation of our contract finds its operation in BRP's document. BRP's paths carry a
// context prefix (`/api/ver3`; tenants serve the same under `/brponline/api/ver3`), ours do not.
import { deref, isObj, type Obj } from './schema-fields.ts';

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Context prefixes BRP's document puts before a path. `/api3/ver3` is a slip in two of its paths. */
export const BRP_PREFIXES = [
  '/api/ver3',
  '/apiserver/api/ver3',
  '/brponline/api/ver3',
  '/api3/ver3',
];
export const CANONICAL_PREFIX = '/api/ver3';

export function stripPrefix(documentedPath: string): { path: string; prefix: string } {
  for (const prefix of BRP_PREFIXES) {
    if (documentedPath.startsWith(`${prefix}/`)) {
      return { path: documentedPath.slice(prefix.length), prefix };
    }
  }
  return { path: documentedPath, prefix: '' };
}

const isParam = (segment: string) => /^\{[^}]+\}$/.test(segment);
const paramName = (segment: string) => segment.slice(1, -1);

/** `GET /customers/{id}` for method `get` and path `/customers/{id}`. */
export const opKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

export interface PathMatch {
  /** Our path parameter → the BRP segment it stands for (a BRP parameter or a literal). */
  ours: Record<string, string>;
  /** BRP path parameters our path fills with a literal segment (e.g. `messageType` = `registrationTerms`). */
  literals: Record<string, string>;
}

/**
 * Whether our path can call BRP's: the same number of segments, equal literals, a parameter for a
 * parameter (names may differ, they are compared later), our literal where BRP has a parameter (we
 * call one value of it), or our enum parameter where BRP has a literal listed in the enum (we call
 * several BRP paths with one operation).
 */
export function matchPath(
  ourPath: string,
  brpPath: string,
  enums: Record<string, string[]> = {},
): PathMatch | null {
  const a = ourPath.split('/');
  const b = brpPath.split('/');
  if (a.length !== b.length) return null;
  const match: PathMatch = { ours: {}, literals: {} };
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i] as string, b[i] as string];
    if (isParam(x) && isParam(y)) match.ours[paramName(x)] = y;
    else if (isParam(x)) {
      if (!enums[paramName(x)]?.includes(y)) return null;
      match.ours[paramName(x)] = y;
    } else if (isParam(y)) match.literals[paramName(y)] = x;
    else if (x !== y) return null;
  }
  return match;
}

export interface OperationRef {
  method: string;
  path: string;
  operation: Obj;
  pathItem: Obj;
}

export function listOperations(doc: Obj): OperationRef[] {
  const out: OperationRef[] = [];
  const paths = isObj(doc.paths) ? doc.paths : {};
  for (const [path, pathItem] of Object.entries(paths)) {
    if (!isObj(pathItem)) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (isObj(operation)) out.push({ method, path, operation, pathItem });
    }
  }
  return out;
}

/** The enum values of our path parameters (for an operation that covers several BRP paths). */
export function pathEnums(doc: Obj, ref: OperationRef): Record<string, string[]> {
  const enums: Record<string, string[]> = {};
  const params = [
    ...(Array.isArray(ref.pathItem.parameters) ? ref.pathItem.parameters : []),
    ...(Array.isArray(ref.operation.parameters) ? ref.operation.parameters : []),
  ];
  for (const raw of params) {
    const p = deref(doc, raw);
    const schema = deref(doc, p.schema);
    if (p.in === 'path' && Array.isArray(schema.enum)) {
      enums[String(p.name)] = schema.enum.map(String);
    }
  }
  return enums;
}
