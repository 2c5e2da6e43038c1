// Flattens an OpenAPI schema (3.0 or 3.1) into the fields it declares, each with the JSON types
// it allows: `{ '': 'object', 'mobilePhone.countryCode': 'integer', 'items[].id': 'integer' }`.
// `$ref`s are resolved, allOf merged, anyOf/oneOf united, `nullable` and `type: [x, 'null']` read
// as `null`. A map (`additionalProperties` schema) puts its values under `name{}`.

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A flattened schema: field path → sorted JSON types joined with `|` (e.g. `integer|string`). */
export type Fields = Record<string, string>;

export interface Flattened {
  fields: Fields;
  /** Paths of required fields (a required field of an optional object is listed too). */
  required: string[];
}

const MAX_DEPTH = 8;

export function resolveRef(doc: Obj, ref: string): Obj {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
  let node: unknown = doc;
  for (const part of ref.slice(2).split('/')) {
    node = isObj(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  if (!isObj(node)) throw new Error(`unresolved $ref ${ref}`);
  return node;
}

/** Follows `$ref`s until a schema without one (for parameters, request bodies, responses). */
export function deref(doc: Obj, node: unknown): Obj {
  let current = isObj(node) ? node : {};
  for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops++) {
    current = resolveRef(doc, current.$ref);
  }
  return current;
}

interface Node {
  types: Set<string>;
  props: Map<string, Node[]>;
  items: Node[];
  values: Node[];
  required: Set<string>;
}

const emptyNode = (): Node => ({
  types: new Set(),
  props: new Map(),
  items: [],
  values: [],
  required: new Set(),
});

/** Collects one schema (with its allOf/anyOf/oneOf and refs) into a node. */
function collect(doc: Obj, schema: unknown, node: Node, refs: string[]): void {
  if (!isObj(schema)) return;
  if (typeof schema.$ref === 'string') {
    if (refs.includes(schema.$ref) || refs.length > MAX_DEPTH) {
      node.types.add('object');
      return;
    }
    collect(doc, resolveRef(doc, schema.$ref), node, [...refs, schema.$ref]);
  }
  const type = schema.type;
  for (const t of Array.isArray(type) ? type : type === undefined ? [] : [type]) {
    node.types.add(String(t));
  }
  if (schema.nullable === true) node.types.add('null');
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) node.types.add('null');
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const parts = schema[key];
    if (Array.isArray(parts)) for (const part of parts) collect(doc, part, node, refs);
  }
  if (isObj(schema.properties)) {
    if (!schema.type) node.types.add('object');
    for (const [name, prop] of Object.entries(schema.properties)) {
      const child = emptyNode();
      collect(doc, prop, child, refs);
      node.props.set(name, [...(node.props.get(name) ?? []), child]);
    }
  }
  if (Array.isArray(schema.required)) for (const r of schema.required) node.required.add(String(r));
  if (schema.items !== undefined) {
    const child = emptyNode();
    collect(doc, schema.items, child, refs);
    node.items.push(child);
  }
  if (isObj(schema.additionalProperties)) {
    const child = emptyNode();
    collect(doc, schema.additionalProperties, child, refs);
    node.values.push(child);
  }
}

function merge(nodes: Node[]): Node {
  const out = emptyNode();
  for (const n of nodes) {
    n.types.forEach((t) => out.types.add(t));
    n.required.forEach((r) => out.required.add(r));
    for (const [k, v] of n.props) out.props.set(k, [...(out.props.get(k) ?? []), ...v]);
    out.items.push(...n.items);
    out.values.push(...n.values);
  }
  return out;
}

function typeString(types: Set<string>): string {
  return types.size === 0 ? 'any' : [...types].sort().join('|');
}

function walk(node: Node, path: string, out: Flattened, depth: number): void {
  out.fields[path] = typeString(node.types);
  if (depth > MAX_DEPTH) return;
  const join = (name: string) => (path === '' ? name : `${path}.${name}`);
  for (const r of node.required) if (node.props.has(r)) out.required.push(join(r));
  for (const [name, children] of node.props) walk(merge(children), join(name), out, depth + 1);
  if (node.items.length > 0) walk(merge(node.items), `${path}[]`, out, depth + 1);
  if (node.values.length > 0) walk(merge(node.values), `${path}{}`, out, depth + 1);
}

/** The fields of `schema` (resolved against `doc`), the root under the empty path. */
export function flatten(doc: Obj, schema: unknown): Flattened {
  const root = emptyNode();
  collect(doc, schema, root, []);
  const out: Flattened = { fields: {}, required: [] };
  walk(root, '', out, 0);
  out.required.sort();
  return out;
}
