// Spectral does not flag unknown keywords in OpenAPI 3.1 schemas (JSON Schema allows them), so a
// YAML slip such as `{ type: string, description: Minutes, e.g. "50" }` silently becomes a schema
// with a stray keyword `e.g. "50"`, and the generated types lose the rest. This check lists them.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const KNOWN = new Set([
  'type',
  'description',
  'format',
  'items',
  'properties',
  'required',
  '$ref',
  'anyOf',
  'allOf',
  'oneOf',
  'enum',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'examples',
  'example',
  'additionalProperties',
  'default',
  'minItems',
  'maxItems',
  'title',
  'contentMediaType',
  'contentEncoding',
  'deprecated',
  'readOnly',
  'writeOnly',
  'not',
  'uniqueItems',
  'summary',
  'nullable',
  'discriminator',
]);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkSchema(schema: unknown, where: string, problems: string[]): void {
  if (!isObj(schema)) return;
  for (const key of Object.keys(schema)) {
    if (!KNOWN.has(key) && !key.startsWith('x-'))
      problems.push(`${where}: unknown keyword ${JSON.stringify(key)}`);
  }
  if (isObj(schema.properties)) {
    for (const [name, sub] of Object.entries(schema.properties))
      checkSchema(sub, `${where}.${name}`, problems);
  }
  checkSchema(schema.items, `${where}[]`, problems);
  if (isObj(schema.additionalProperties))
    checkSchema(schema.additionalProperties, `${where}{}`, problems);
  for (const list of ['anyOf', 'allOf', 'oneOf'] as const) {
    const members = schema[list];
    if (Array.isArray(members))
      members.forEach((sub, i) => checkSchema(sub, `${where}.${list}[${i}]`, problems));
  }
}

/** Every `schema:` below a node (parameters, bodies, responses), skipping example values. */
function findSchemas(node: unknown, where: string, problems: string[]): void {
  if (Array.isArray(node))
    return node.forEach((item, i) => findSchemas(item, `${where}[${i}]`, problems));
  if (!isObj(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'schema') checkSchema(value, `${where}.schema`, problems);
    else if (key !== 'examples' && key !== 'example')
      findSchemas(value, `${where}.${key}`, problems);
  }
}

export function schemaKeywordProblems(document: Obj): string[] {
  const problems: string[] = [];
  const components = isObj(document.components) ? document.components : {};
  for (const [name, schema] of Object.entries(
    isObj(components.schemas) ? components.schemas : {},
  )) {
    checkSchema(schema, `components.schemas.${name}`, problems);
  }
  findSchemas(document.paths, 'paths', problems);
  for (const section of ['parameters', 'responses', 'requestBodies', 'headers'] as const) {
    findSchemas(components[section], `components.${section}`, problems);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.slice(2);
  const problems = files.flatMap((file) =>
    schemaKeywordProblems(parse(readFileSync(file, 'utf8')) as Obj).map((p) => `${file}: ${p}`),
  );
  if (problems.length > 0) {
    console.error(
      `Schemas with unknown keywords (a YAML slip? quote the text):\n${problems.join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`schema keywords OK in ${files.join(', ')}`);
}
