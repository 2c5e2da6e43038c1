// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { schemaKeywordProblems } from './check-schema-keywords';

describe('schema keyword check', () => {
  it('finds a description split by an unquoted comma in a flow map', () => {
    const document = parse(`
components:
  schemas:
    Product:
      type: object
      properties:
        time: { type: string, description: Minutes (a string, e.g. "50"). }
paths:
  /x:
    get:
      parameters:
        - { name: q, in: query, schema: { type: string, description: One, two } }
`);
    expect(schemaKeywordProblems(document)).toEqual([
      'components.schemas.Product.time: unknown keyword "e.g. \\"50\\")."',
      'paths./x.get.parameters[0].schema: unknown keyword "two"',
    ]);
  });

  it('accepts well-formed schemas and ignores example values', () => {
    const document = parse(`
components:
  schemas:
    A: { type: object, properties: { b: { type: string, description: 'One, two' } }, examples: [ { weird: 1 } ] }
`);
    expect(schemaKeywordProblems(document)).toEqual([]);
  });
});
