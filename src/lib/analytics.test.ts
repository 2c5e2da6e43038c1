// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pushToDataLayer, trackRemoveFromCart, trackSignUp } from './analytics';
import { chooseConsent, CONSENT_COOKIE } from './consent/analytics-consent';

function forgetConsent(): void {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
}

describe('analytics before the visitor has answered, and after a rejection', () => {
  afterEach(() => {
    delete window.dataLayer;
    forgetConsent();
  });

  it('pushes nothing, and creates no data layer, before the visitor has answered', () => {
    trackSignUp();
    pushToDataLayer({ event: 'purchase' });
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes nothing after a rejection', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    chooseConsent('denied');
    trackSignUp();
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }]);
  });

  it('drops the events from before the acceptance instead of sending them later', () => {
    trackSignUp();
    chooseConsent('granted');
    pushToDataLayer({ event: 'purchase' });
    expect(window.dataLayer).toEqual([{ event: 'purchase' }]);
  });
});

describe('analytics after the visitor has accepted', () => {
  beforeEach(() => chooseConsent('granted'));
  afterEach(() => {
    delete window.dataLayer;
    forgetConsent();
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
