import { describe, expect, it } from 'vitest';
import { membershipDescription, usesProductDescription } from './membership-description';

const subscription = {
  subscriptionProduct: { id: 134, name: 'Gym & Bad 12 mån', description: '<p>Kopia</p>' },
};

describe('usesProductDescription', () => {
  it('asks the product when the customer has a customer type', () => {
    expect(usesProductDescription({ customerType: { id: 1, name: 'Vuxen' } })).toBe(true);
  });

  it('uses the subscription when there is no customer type', () => {
    expect(usesProductDescription({ customerType: null as never })).toBe(false);
    expect(usesProductDescription({} as never)).toBe(false);
  });
});

describe('membershipDescription', () => {
  it("shows the fetched product's description, even when it has none", () => {
    expect(
      membershipDescription(subscription, {
        asked: true,
        description: '<p>Färsk</p>',
        failed: false,
      }),
    ).toBe('<p>Färsk</p>');
    expect(membershipDescription(subscription, { asked: true, failed: false })).toBeUndefined();
  });

  it("falls back to the subscription's copy when not asked or when the fetch failed", () => {
    expect(membershipDescription(subscription, { asked: false, failed: false })).toBe(
      '<p>Kopia</p>',
    );
    expect(membershipDescription(subscription, { asked: true, failed: true })).toBe('<p>Kopia</p>');
  });
});
