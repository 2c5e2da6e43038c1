// The comparable facts of one operation, read the same way from BRP's document and from ours:
// parameters (name, place, types), the JSON request body's fields, and each 2xx response's media
// types and JSON fields.
import { deref, flatten, isObj, type Fields, type Obj } from './schema-fields.ts';
import type { OperationRef } from './paths.ts';

export interface ParamFacts {
  name: string;
  in: string;
  type: string;
  required: boolean;
}

export interface BodyFacts {
  mediaTypes: string[];
  /** Fields of the JSON body (empty when the body is not JSON). */
  fields: Fields;
  required: string[];
}

export interface OperationFacts {
  /** The path without BRP's context prefix, with BRP's own parameter names. */
  path: string;
  /** The path exactly as the document has it, when that differs from `/api/ver3` + `path`. */
  documentedPath?: string;
  parameters: ParamFacts[];
  requestBody: BodyFacts | null;
  /** 2xx responses by status code. */
  responses: Record<string, BodyFacts>;
}

const isJson = (mediaType: string) => /[/+]json\b/.test(mediaType);

function body(doc: Obj, raw: unknown): BodyFacts {
  const node = deref(doc, raw);
  const content = isObj(node.content) ? node.content : {};
  const mediaTypes = Object.keys(content).sort();
  const json = mediaTypes.find(isJson);
  const schema = json && isObj(content[json]) ? content[json].schema : undefined;
  const flat = schema === undefined ? { fields: {}, required: [] } : flatten(doc, schema);
  return { mediaTypes, fields: flat.fields, required: flat.required };
}

export function operationFacts(doc: Obj, ref: OperationRef, path: string): OperationFacts {
  const params = new Map<string, ParamFacts>();
  for (const list of [ref.pathItem.parameters, ref.operation.parameters]) {
    for (const raw of Array.isArray(list) ? list : []) {
      const p = deref(doc, raw);
      const name = String(p.name);
      const where = String(p.in);
      const { fields } = flatten(doc, p.schema);
      const required = p.required === true;
      const members = Object.entries(fields).filter(([f]) => /^[^.[{]+$/.test(f));
      if (where === 'query' && members.length > 0) {
        // BRP's rule for object parameters: one query parameter per field, `period.start=…`.
        for (const [field, type] of members) {
          const dotted = `${name}.${field}`;
          params.set(`${where}:${dotted}`, { name: dotted, in: where, type, required });
        }
        continue;
      }
      params.set(`${where}:${name}`, { name, in: where, type: fields[''] ?? 'any', required });
    }
  }
  const responses: Record<string, BodyFacts> = {};
  const declared = isObj(ref.operation.responses) ? ref.operation.responses : {};
  for (const [status, response] of Object.entries(declared)) {
    if (/^2\d\d$/.test(status)) responses[status] = body(doc, response);
  }
  const requestBody =
    ref.operation.requestBody === undefined ? null : body(doc, ref.operation.requestBody);
  return { path, parameters: [...params.values()], requestBody, responses };
}
