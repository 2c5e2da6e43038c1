// Puts generated data into a parsed OpenAPI document as named examples of an operation's success response.
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

const shapeOf = (template: string) => template.replace(/\{[^}]+\}/g, '{}');

/** The JSON media type object of an operation's lowest 2xx response (inline only), or undefined. */
export function successMedia(doc: Obj, method: string, template: string): Obj | undefined {
  const paths = isObj(doc.paths) ? doc.paths : {};
  const key = Object.keys(paths).find((p) => shapeOf(p) === shapeOf(template));
  const op = key && isObj(paths[key]) ? (paths[key] as Obj)[method.toLowerCase()] : undefined;
  if (!isObj(op) || !isObj(op.responses)) return undefined;
  const code = Object.keys(op.responses)
    .filter((c) => /^2\d\d$/.test(c))
    .sort()[0];
  const response = code ? op.responses[code] : undefined;
  if (!isObj(response) || !isObj(response.content)) return undefined;
  const media = response.content['application/json'] ?? Object.values(response.content)[0];
  return isObj(media) ? media : undefined;
}

export interface Injection {
  method: string;
  /** The operation's path; with several, the first one the spec has is used. */
  path: string | string[];
  /** Example name → value. The name `$first` means "whatever the first example is called". */
  examples: Record<string, unknown>;
  summary?: string;
}

/**
 * Replaces (in place, keeping its position) or appends each named example. Returns a note when the
 * operation is missing so the caller can report it instead of failing: parts of the spec may not exist yet.
 */
export function injectExamples(doc: Obj, injection: Injection): string | undefined {
  const paths = [injection.path].flat();
  const media = paths.map((p) => successMedia(doc, injection.method, p)).find(Boolean);
  if (!media)
    return `${injection.method.toUpperCase()} ${paths.join(' | ')}: no such operation with a success response`;
  const examples: Obj = isObj(media.examples) ? media.examples : {};
  if ('example' in media) delete media.example; // `example` and `examples` are mutually exclusive
  for (const [wanted, value] of Object.entries(injection.examples)) {
    const name = wanted === '$first' ? (Object.keys(examples)[0] ?? 'default') : wanted;
    const old = examples[name];
    const summary = isObj(old) && typeof old.summary === 'string' ? old.summary : injection.summary;
    examples[name] = { ...(summary ? { summary } : {}), value }; // drops a $ref to components.examples
  }
  media.examples = examples;
  return undefined;
}
