// The contract check fails when our contract drifts from BRP's document: a renamed or retyped
// field, a moved parameter, a changed path, and when a listed deviation is no longer needed.
// Runs on the committed files only (no ../shared).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { checkContract, type Deviation } from './check.ts';
import type { BrpFacts } from './extract.ts';
import type { Obj } from './schema-fields.ts';

const facts = JSON.parse(readFileSync('openapi/brp/facts.json', 'utf8')) as BrpFacts;
const deviations = parse(readFileSync('openapi/brp/deviations.yaml', 'utf8')) as Deviation[];
const contract = () => parse(readFileSync('openapi/booking.yaml', 'utf8')) as Obj;

/** Follows a path of keys into the parsed contract. */
function at(doc: Obj, ...keys: string[]): Obj {
  return keys.reduce<Obj>((node, key) => node[key] as Obj, doc);
}
const schemas = (doc: Obj) => at(doc, 'components', 'schemas');
const unlisted = (doc: Obj) =>
  checkContract(doc, facts, deviations).unlisted.map((d) => `${d.operation} | ${d.at}`);

describe('the BRP contract check', () => {
  it('passes on the committed contract, facts and deviations, and counts what it compared', () => {
    const result = checkContract(contract(), facts, deviations);
    expect(result.unlisted).toEqual([]);
    expect(result.unused).toEqual([]);
    expect(result.invalid).toEqual([]);
    expect(result.operations).toBe(97);
    expect(result.fields).toBeGreaterThan(1000);
  });

  it("compares a literal path with BRP's literal, not with its template beside it", () => {
    const doc = contract();
    const quota = at(doc, 'components', 'schemas', 'GroupActivityBookingQuota', 'properties');
    quota.remaining = quota.numberOfBookingsRemaining;
    delete quota.numberOfBookingsRemaining;
    const found = unlisted(doc);
    expect(found).toContain(
      'GET /customers/{customer}/bookings/groupactivities/quota | response 200 remaining',
    );
    expect(found.filter((d) => d.includes('quota | parameter'))).toEqual([]);
  });

  it('fails when a response field the app reads is renamed', () => {
    const doc = contract();
    const order = at(schemas(doc), 'Order', 'properties');
    order.amountToPay = order.leftToPay;
    delete order.leftToPay;
    expect(unlisted(doc)).toContain('GET /orders/{id} | response 200 amountToPay');
  });

  it('fails when a response field is retyped', () => {
    const doc = contract();
    at(schemas(doc), 'Money', 'properties').amount = { type: 'string' };
    expect(unlisted(doc)).toContain('GET /orders/{id} | response 200 price.amount');
  });

  it('fails when a response field accepts a second shape that is not listed', () => {
    const doc = contract();
    at(schemas(doc), 'Money', 'properties').amount = {
      anyOf: [{ type: 'integer' }, { type: 'string' }],
    };
    expect(unlisted(doc)).toContain('GET /orders/{id} | response 200 price.amount');
  });

  it('fails when a request field is retyped or renamed', () => {
    const doc = contract();
    at(schemas(doc), 'OrderUpdate', 'properties').customer = { type: 'string' };
    at(schemas(doc), 'CouponRequest', 'properties').coupon = { type: 'string' };
    delete at(schemas(doc), 'CouponRequest', 'properties').couponName;
    at(schemas(doc), 'CouponRequest').required = ['coupon'];
    const found = unlisted(doc);
    expect(found).toContain('PUT /orders/{id} | request customer');
    expect(found).toContain('POST /orders/{order}/coupons | request coupon');
  });

  it('fails when a parameter moves to another place', () => {
    const doc = contract();
    const get = at(doc, 'paths', '/customers/{customer}/bookings/groupactivities', 'get');
    const params = get.parameters as Obj[];
    const query = params.find((p) => p.in === 'query') as Obj;
    query.in = 'header';
    expect(unlisted(doc)).toContain(
      `GET /customers/{customer}/bookings/groupactivities | parameter header:${String(query.name)}`,
    );
  });

  it('fails when an operation path changes', () => {
    const doc = contract();
    const paths = at(doc, 'paths');
    paths['/customers/{customer}/valuecard'] = paths['/customers/{customer}/valuecards'];
    delete paths['/customers/{customer}/valuecards'];
    expect(unlisted(doc)).toContain('GET /customers/{customer}/valuecard | operation');
  });

  it('fails on a listed deviation that no difference needs', () => {
    const extra: Deviation = {
      operation: 'GET /businessunits',
      at: 'response 200 [].name',
      differs: 'nothing',
      reason: 'a test',
      evidence: 'none',
    };
    const result = checkContract(contract(), facts, [...deviations, extra]);
    expect(result.unused).toEqual([extra]);
  });

  it('fails on a deviation without its reason or evidence', () => {
    const result = checkContract(contract(), facts, [
      { operation: 'GET /businessunits', at: 'path', differs: 'x' },
    ]);
    expect(result.invalid).toEqual(['entry 1: missing reason, evidence']);
  });
});
