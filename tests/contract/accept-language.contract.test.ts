// BRP translates names by the Accept-Language header (decision 059): the contract names it on the
// reads whose names the pages show, the generated calls send it, and the mock answers those in
// English where the contract has an English example, in Swedish otherwise.
import { describe, expect, it } from 'vitest';
import {
  getServiceProduct,
  listConsentTypes,
  listGroupActivities,
} from '@generated/booking/endpoints/catalogue/catalogue';
import { operations } from '@generated/booking/operations';
import * as zod from '@generated/booking/zod/catalogue/catalogue.zod';
import { DROTTNINGTORGET, HAGA } from './cases';

const english = { headers: { 'Accept-Language': 'en-US' } };
const swedish = { headers: { 'Accept-Language': 'sv-SE' } };

describe('Accept-Language', () => {
  it('the contract names it on the reads of names the pages show, and on no change', () => {
    const naming = operations.filter((o) => o.headers.includes('accept-language'));
    expect(naming.map((o) => o.operationId)).toEqual(
      expect.arrayContaining([
        'getCustomer',
        'listConsentTypes',
        'listServiceProducts',
        'getServiceProduct',
        'listGroupActivities',
        'getGroupActivity',
      ]),
    );
    expect(naming.every((o) => o.method === 'GET')).toBe(true);
  });

  it('consent titles come in the language asked for', async () => {
    const en = zod.listConsentTypes200Response.parse(
      await listConsentTypes({ businessUnit: HAGA }, english),
    );
    const sv = zod.listConsentTypes200Response.parse(
      await listConsentTypes({ businessUnit: HAGA }, swedish),
    );
    expect(en.map((c) => c.title)).toContain('News and offers by e-mail');
    expect(sv.map((c) => c.title)).toContain('Nyheter och erbjudanden via e-post');
  });

  it("a treatment's name in English where BRP has one, the schedule's in Swedish where not", async () => {
    const facial = zod.getServiceProduct200Response.parse(await getServiceProduct(703, english));
    expect(facial.name).toBe('Facial Classic');
    expect((await getServiceProduct(703, swedish)).name).toBe('Ansiktsbehandling Classic');
    // No English schedule in the contract: the classes keep their Swedish names, as at a tenant
    // without translations.
    const classes = zod.listGroupActivities200Response.parse(
      await listGroupActivities(DROTTNINGTORGET, {}, english),
    );
    expect(classes.length).toBeGreaterThan(0);
  });
});
