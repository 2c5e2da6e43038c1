import { describe, expect, it } from 'vitest';
import { switchLanguagePath } from '@/lib/paths';
import { ageOn, ageProblem, isDayText } from './age';
import { chooseSite, productIdParam, siteParam } from './site';

const UNITS = [
  { id: 1, name: 'Haga' },
  { id: 3509, name: 'Älvstranden' },
];

describe('the facility the membership pages show', () => {
  it('is the address’s, else the cart’s, else the first, and only one that exists', () => {
    expect(chooseSite(UNITS, 3509, 1)).toBe(3509);
    expect(chooseSite(UNITS, 99, 3509)).toBe(3509);
    expect(chooseSite(UNITS, null, 99)).toBe(1);
    expect(chooseSite(undefined, 1, 1)).toBeNull();
    expect(siteParam(new URLSearchParams('site=abc'))).toBeNull();
    expect(siteParam(new URLSearchParams('site=3509'))).toBe(3509);
  });

  it('reads a product id only when the address holds one', () => {
    expect(productIdParam('134')).toBe(134);
    expect(productIdParam('0')).toBeNull();
    expect(productIdParam('13a')).toBeNull();
    expect(productIdParam(undefined)).toBeNull();
  });

  it('has the same address in the other language', () => {
    expect(switchLanguagePath('/medlemskap/134/?site=1', 'en')).toBe('/en/memberships/134/?site=1');
    expect(switchLanguagePath('/en/memberships/', 'sv')).toBe('/medlemskap/');
  });
});

describe('ages against a membership’s limits (spec §8)', () => {
  const youth = { ageLimit: 13, upperAgeLimit: 20 };
  it('counts whole years on the first day', () => {
    expect(ageOn('2013-03-25', '2026-03-25')).toBe(13);
    expect(ageOn('2013-03-26', '2026-03-25')).toBe(12);
  });
  it('names BRP’s codes with the limit', () => {
    expect(ageProblem(youth, '2013-03-26', '2026-03-25')).toEqual({
      errorCode: 'DATE_AGE_TOO_YOUNG',
      minAge: 13,
    });
    expect(ageProblem(youth, '2006-03-25', '2026-03-25')).toEqual({
      errorCode: 'DATE_AGE_TOO_OLD',
      maxAge: 20,
    });
    expect(ageProblem(youth, '2006-03-26', '2026-03-25')).toBeNull();
    expect(ageProblem({}, '2020-01-01', '2026-03-25')).toBeNull();
  });
  it('takes only real days', () => {
    expect(isDayText('2026-02-29')).toBe(false);
    expect(isDayText('2028-02-29')).toBe(true);
    expect(isDayText('25/03/2026')).toBe(false);
  });
});
