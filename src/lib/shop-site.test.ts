import { chooseShopSite, siteParam } from './shop-site';

const sites = [
  { id: 1, name: 'Haga' },
  { id: 3509, name: 'Älvstranden' },
];

test('the order’s facility wins, then the address’s if offered, else the first', () => {
  expect(chooseShopSite(sites, 4128, 1)).toBe(4128);
  expect(chooseShopSite(sites, null, 3509)).toBe(3509);
  expect(chooseShopSite(sites, null, 4128)).toBe(1);
  expect(chooseShopSite(sites, null, null)).toBe(1);
  expect(chooseShopSite([], null, null)).toBeNull();
});

test('?site= is a positive integer or nothing', () => {
  expect(siteParam(new URLSearchParams('site=3509'))).toBe(3509);
  for (const bad of ['site=', 'site=-1', 'site=1.5', 'site=haga', ''])
    expect(siteParam(new URLSearchParams(bad))).toBeNull();
});
