import { afterEach, describe, expect, it } from 'vitest';
import { pushToDataLayer, trackSignUp } from './analytics';

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
});
