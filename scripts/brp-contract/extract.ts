// `npm run brp:extract`: reads BRP's own API3 document (outside this repository, by default
// `../shared/reference/brp-api3-openapi.yaml`) and writes the facts the contract check needs,
// for the operations of `openapi/booking.yaml` only, to `openapi/brp/facts.json` (committed).
// Rerun it when BRP's document or our list of operations changes; `npm run check:brp` then
// compares without the document.
//   npm run brp:extract [-- <path to BRP's document>]
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
import { operationFacts, type BodyFacts, type OperationFacts } from './operation-facts.ts';
import {
  CANONICAL_PREFIX,
  listOperations,
  matchPath,
  opKey,
  pathEnums,
  stripPrefix,
} from './paths.ts';
import { deref, isObj, type Obj } from './schema-fields.ts';

export const FACTS_FILE = 'openapi/brp/facts.json';
export const OUR_CONTRACT = 'openapi/booking.yaml';
export const DEFAULT_SOURCE = '../shared/reference/brp-api3-openapi.yaml';

/** An operation's facts with its bodies stored once, by name, in `BrpFacts.bodies`. */
export interface StoredOperation extends Omit<OperationFacts, 'requestBody' | 'responses'> {
  requestBody: string | null;
  responses: Record<string, string>;
}

export interface BrpFacts {
  source: { title: string; version: string; openapi: string; sha256: string; paths: number };
  /** By `METHOD /path` without the context prefix, e.g. `PUT /orders/{id}`. */
  operations: Record<string, StoredOperation>;
  /** Request and response bodies by schema name (`OrderOut`, `ValueCardOut[]`) or operation. */
  bodies: Record<string, BodyFacts>;
}

/** The operation with its bodies, as the check reads it. */
export function operation(facts: BrpFacts, key: string): OperationFacts | undefined {
  const stored = facts.operations[key];
  if (!stored) return undefined;
  const body = (name: string): BodyFacts => {
    const found = facts.bodies[name];
    if (!found) throw new Error(`${FACTS_FILE}: ${key} names the missing body ${name}`);
    return found;
  };
  return {
    ...stored,
    requestBody: stored.requestBody === null ? null : body(stored.requestBody),
    responses: Object.fromEntries(Object.entries(stored.responses).map(([s, n]) => [s, body(n)])),
  };
}

/** `OrderOut` for a body whose JSON schema is `$ref: …/OrderOut`, `OrderOut[]` for an array of them. */
function bodyName(doc: Obj, raw: unknown, fallback: string): string {
  const node = deref(doc, raw);
  const content = isObj(node.content) ? node.content : {};
  const media = Object.values(content).find(isObj);
  const schema = media && isObj(media.schema) ? media.schema : {};
  const refName = (s: unknown) =>
    isObj(s) && typeof s.$ref === 'string' ? s.$ref.split('/').pop() : undefined;
  const direct = refName(schema);
  if (direct) return direct;
  const item = schema.type === 'array' ? refName(schema.items) : undefined;
  return item ? `${item}[]` : fallback;
}

export function extractFacts(brpText: string, ours: Obj): BrpFacts {
  const brp = parse(brpText) as Obj;
  const info = isObj(brp.info) ? brp.info : {};
  const ourOps = listOperations(ours).map((ref) => ({
    path: ref.path,
    enums: pathEnums(ours, ref),
  }));
  const operations: Record<string, StoredOperation> = {};
  const bodies: Record<string, BodyFacts> = {};
  const store = (raw: unknown, facts: BodyFacts, fallback: string): string => {
    const name = bodyName(brp, raw, fallback);
    const known = bodies[name];
    if (known && JSON.stringify(known) !== JSON.stringify(facts)) {
      throw new Error(`two different bodies named ${name}`);
    }
    bodies[name] = facts;
    return name;
  };
  for (const ref of listOperations(brp)) {
    const { path, prefix } = stripPrefix(ref.path);
    // Every method of a matching path, so the check can say "BRP has PUT, not POST".
    if (!ourOps.some((o) => matchPath(o.path, path, o.enums))) continue;
    const key = opKey(ref.method, path);
    const facts = operationFacts(brp, ref, path);
    const declared = isObj(ref.operation.responses) ? ref.operation.responses : {};
    operations[key] = {
      path,
      ...(prefix === CANONICAL_PREFIX ? {} : { documentedPath: ref.path }),
      parameters: facts.parameters,
      requestBody: facts.requestBody
        ? store(ref.operation.requestBody, facts.requestBody, `${key} request`)
        : null,
      responses: Object.fromEntries(
        Object.entries(facts.responses).map(([status, b]) => [
          status,
          store(declared[status], b, `${key} ${status}`),
        ]),
      ),
    };
  }
  const sortKeys = <T>(o: Record<string, T>) =>
    Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  return {
    source: {
      title: String(info.title),
      version: String(info.version),
      openapi: String(brp.openapi),
      sha256: createHash('sha256').update(brpText).digest('hex'),
      paths: isObj(brp.paths) ? Object.keys(brp.paths).length : 0,
    },
    operations: sortKeys(operations),
    bodies: sortKeys(bodies),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const source = process.argv[2] ?? DEFAULT_SOURCE;
  const facts = extractFacts(
    readFileSync(source, 'utf8'),
    parse(readFileSync(OUR_CONTRACT, 'utf8')),
  );
  writeFileSync(FACTS_FILE, `${JSON.stringify(facts, null, 1)}\n`);
  const count = Object.keys(facts.operations).length;
  console.log(
    `${FACTS_FILE}: ${count} BRP operations from ${source} (${facts.source.title} ${facts.source.version})`,
  );
}
