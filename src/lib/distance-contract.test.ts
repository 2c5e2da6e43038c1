import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_APPLIES, withdrawalTerms, type OrderLineKind } from './distance-contract';

describe('the right of withdrawal per order line kind', () => {
  it('applies to memberships, value cards and entries, not to fixed-date classes, treatments and courses', () => {
    const applies = (Object.keys(WITHDRAWAL_APPLIES) as OrderLineKind[]).filter(
      (kind) => WITHDRAWAL_APPLIES[kind],
    );
    expect(applies.sort()).toEqual(['articles', 'entries', 'subscriptions', 'valuecards']);
  });

  it('names each kind of a mixed order once, on its side', () => {
    expect(
      withdrawalTerms(['services', 'valuecards', 'services', 'subscriptions', 'events']),
    ).toEqual({ applies: ['subscriptions', 'valuecards'], exempt: ['services', 'events'] });
  });

  it('says nothing for an order without lines', () => {
    expect(withdrawalTerms([])).toEqual({ applies: [], exempt: [] });
  });
});
