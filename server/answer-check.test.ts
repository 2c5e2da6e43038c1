// The server's answer check: which schema an answer meets, and that every example the contract
// (and so the mock) gives passes it, so a check never refuses what the contract promises.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkAnswer, parseBody } from './answer-check';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

describe('checkAnswer', () => {
  it('finds the operation by method and path template, without the query string', () => {
    expect(
      checkAnswer('booking', 'get', '/businessunits?x=1', 200, [{ id: 1, name: 'Haga' }]),
    ).toBeNull();
    expect(checkAnswer('booking', 'GET', '/businessunits?x=1', 200, { items: [] })).toMatchObject({
      api: 'booking',
      operation: 'GET /businessunits',
      status: 200,
      issues: ['(answer): invalid_type'],
    });
  });

  it('names where the answer is wrong, never what it holds', () => {
    const problem = checkAnswer('booking', 'GET', '/businessunits', 200, [
      { id: 'Anna Andersson', name: 'Haga' },
    ]);
    expect(problem?.issues).toEqual(['0.id: invalid_type']);
    expect(JSON.stringify(problem)).not.toContain('Anna');
  });

  it('fails a body that was not JSON', () => {
    expect(checkAnswer('content', 'GET', '/wp/v2/pages', 200, parseBody('<html>'))).not.toBeNull();
    expect(checkAnswer('content', 'GET', '/wp/v2/pages', 200, parseBody('[]'))).toBeNull();
  });

  it('leaves alone what the contract has no schema for: other statuses, other paths', () => {
    expect(checkAnswer('booking', 'GET', '/businessunits', 500, 'oops')).toBeNull();
    expect(checkAnswer('booking', 'GET', '/not-an-operation', 200, 'oops')).toBeNull();
    expect(checkAnswer('booking', 'DELETE', '/businessunits', 200, 'oops')).toBeNull();
  });
});

/** Every named example of every JSON success answer in a spec, with a request path for it. */
function examples(spec: 'booking' | 'content') {
  const root = parse(readFileSync(`openapi/${spec}.yaml`, 'utf8')) as Obj;
  const deref = (node: unknown): unknown => {
    if (!isObj(node) || typeof node.$ref !== 'string') return node;
    return deref(
      node.$ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, key) => (isObj(at) ? at[key.replace(/~1/g, '/')] : undefined), root),
    );
  };
  const cases: [string, string, string, number, unknown][] = [];
  for (const [template, item] of Object.entries(root.paths as Obj)) {
    for (const [method, operation] of Object.entries(item as Obj)) {
      if (!isObj(operation) || !isObj(operation.responses)) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^2\d\d$/.test(status)) continue;
        const media = deref(response) as Obj;
        const json = isObj(media.content) ? media.content['application/json'] : undefined;
        if (!isObj(json) || !isObj(json.examples)) continue;
        const path = template.replace(/\{[^}]+\}/g, '1');
        for (const [name, example] of Object.entries(json.examples))
          cases.push([
            `${method.toUpperCase()} ${template} ${status} ${name}`,
            method,
            path,
            Number(status),
            (deref(example) as Obj).value,
          ]);
      }
    }
  }
  return cases;
}

describe.each(['booking', 'content'] as const)('every example of openapi/%s.yaml', (spec) => {
  it.each(examples(spec))('passes: %s', (_name, method, path, status, body) => {
    expect(checkAnswer(spec, method, path, status, body)).toBeNull();
  });
});
