import type { Subscription, SubscriptionFreezeRule } from '@generated/booking/model';
import {
  addLength,
  currentFreeze,
  freezeEnd,
  freezeLengths,
  freezeMode,
  freezesThisYear,
  ruleOf,
  yearlyFreezesUsed,
} from './membership-changes';

const base: Subscription = {
  id: 30211,
  start: '2025-03-01',
  expirationDay: '2026-02-28',
  price: { amount: 69500, currency: 'SEK' },
  subscriptionProduct: { id: 134, name: 'Gym & Bad 12 mån' },
  businessUnit: { id: 1, name: 'Haga' },
};
const rule: SubscriptionFreezeRule = {
  id: 12,
  maxNumberOfFreezesPerYear: 2,
  minLengthOfFreeze: { numberOf: 1, unit: 'MONTH' },
  maxLengthOfFreeze: { numberOf: 3, unit: 'MONTH' },
  canBeAppliedBy: ['STAFF', 'CUSTOMER'],
};
const freeze = (start: string, end: string, id = 1) => ({ id, freezePeriod: { start, end } });

test("the freeze a membership offers follows BRP's actions", () => {
  expect(freezeMode({ ...base, actions: ['FREEZE', 'TERMINATE'] })).toBe('freeze');
  expect(freezeMode({ ...base, actions: ['REQUEST_FREEZE'] })).toBe('request');
  expect(freezeMode({ ...base, actions: ['UNFREEZE'] })).toBe('none');
  expect(freezeMode(base)).toBe('none');
});

test('a month from the 31st is the last of the next month; a freeze ends the day before', () => {
  expect(addLength('2026-01-31', { numberOf: 1, unit: 'MONTH' })).toBe('2026-02-28');
  expect(addLength('2026-03-26', { numberOf: 2, unit: 'WEEK' })).toBe('2026-04-09');
  expect(freezeEnd('2026-03-26', { numberOf: 1, unit: 'MONTH' })).toBe('2026-04-25');
});

test("the lengths offered lie within the rule's shortest and longest", () => {
  expect(freezeLengths(rule, '2026-03-26').map((l) => `${l.numberOf} ${l.unit}`)).toEqual([
    '1 MONTH',
    '2 MONTH',
    '3 MONTH',
  ]);
  const weeks = { ...rule, minLengthOfFreeze: { numberOf: 2, unit: 'WEEK' as const } };
  expect(freezeLengths(weeks, '2026-03-26').map((l) => `${l.numberOf} ${l.unit}`)).toEqual([
    '2 WEEK',
    '3 WEEK',
    '1 MONTH',
    '2 MONTH',
    '3 MONTH',
  ]);
  // No rule of its own: up to three months, BRP's settings decide the rest.
  expect(freezeLengths(null, '2026-03-26')).toHaveLength(6);
});

test("this year's freezes are counted by their first day, against the rule's maximum", () => {
  const freezes = [
    freeze('2026-01-02', '2026-01-08', 1),
    freeze('2025-12-20', '2026-01-05', 2),
    freeze('2026-03-01', '2026-03-31', 3),
  ];
  expect(freezesThisYear(freezes, '2026-03-25')).toBe(2);
  expect(yearlyFreezesUsed(rule, freezes, '2026-03-25')).toBe(true);
  expect(yearlyFreezesUsed(rule, freezes.slice(0, 2), '2026-03-25')).toBe(false);
  expect(
    yearlyFreezesUsed({ ...rule, maxNumberOfFreezesPerYear: null }, freezes, '2026-03-25'),
  ).toBe(false);
});

test('the current freeze is one not yet over; begun or planned', () => {
  const frozen = { ...base, freeze: { period: { start: '2026-03-20', end: '2026-04-19' } } };
  expect(currentFreeze(frozen, '2026-03-25')).toEqual({
    start: '2026-03-20',
    end: '2026-04-19',
    started: true,
  });
  expect(currentFreeze(frozen, '2026-03-01')?.started).toBe(false);
  expect(currentFreeze(frozen, '2026-04-20')).toBeNull();
});

test('the rule a member may apply comes first', () => {
  const staff = { ...rule, id: 1, canBeAppliedBy: ['STAFF' as const] };
  expect(ruleOf([staff, rule])?.id).toBe(12);
  expect(ruleOf([staff])?.id).toBe(1);
  expect(ruleOf([])).toBeNull();
});
