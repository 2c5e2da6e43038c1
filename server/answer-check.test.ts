// The server's answer check: which schema an answer meets, and that every example the contract
// (and so the mock) gives passes it, so a check never refuses what the contract promises.
import { describe, expect, it } from 'vitest';
import { checkAnswer, parseBody } from './answer-check';
import { specExamples } from './testing/spec-examples';

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

describe.each(['booking', 'content'] as const)('every example of openapi/%s.yaml', (spec) => {
  const examples = specExamples(spec);
  it('has examples to check', () => expect(examples.length).toBeGreaterThan(10));
  it.each(examples)('passes: $name', ({ method, path, status, body }) => {
    expect(checkAnswer(spec, method, path, status, body)).toBeNull();
  });
});
