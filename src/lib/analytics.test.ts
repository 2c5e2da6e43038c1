// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pushToDataLayer, trackRemoveFromCart, trackSignUp } from './analytics';

describe('analytics', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('creates the data layer when none exists and pushes the sign-up event', () => {
    trackSignUp();
    expect(window.dataLayer).toEqual([{ event: 'sign_up' }]);
  });

  it('appends to an existing data layer', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    pushToDataLayer({ event: 'purchase', currency: 'SEK' });
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'purchase', currency: 'SEK' }]);
  });

  it('reports a removed cart line in kronor, quantity 1, SEK (spec §4 "Line removal")', () => {
    trackRemoveFromCart({
      id: 771001,
      product: { id: 701, name: 'Massage 50 min' },
      price: { amount: 69550 },
    });
    expect(window.dataLayer).toEqual([
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'SEK',
          value: 695.5,
          items: [
            {
              item_id: '701',
              item_name: 'Massage 50 min',
              item_category: 'valueCard',
              price: 695.5,
              quantity: 1,
            },
          ],
        },
      },
    ]);
  });
});
