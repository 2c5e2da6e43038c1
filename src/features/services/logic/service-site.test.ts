import { describe, expect, it } from 'vitest';
import { chooseServiceSite } from './service-site';

const sites = [
  { id: 1, name: 'Haga' },
  { id: 2, name: 'Centrum' },
];

describe('chooseServiceSite', () => {
  it("takes the stored order's facility over the URL's", () => {
    expect(chooseServiceSite(sites, 2, 1)).toBe(2);
  });

  it("takes the URL's facility when no order is stored", () => {
    expect(chooseServiceSite(sites, null, 2)).toBe(2);
  });

  it('passes over a facility the service is not offered at', () => {
    expect(chooseServiceSite(sites, 9, 8)).toBe(1);
    expect(chooseServiceSite(sites, 9, 2)).toBe(2);
  });

  it('has none when the service is offered nowhere', () => {
    expect(chooseServiceSite([], 1, 1)).toBeNull();
  });
});
