// What a membership allows and says about freezing and ending it (issue 44), read from BRP's own
// answers: the subscription's `actions` and `statuses`, its freeze rule and its freezes. Pure, so
// the dialogs and the card stay thin and this is tested on its own.
import type {
  Subscription,
  SubscriptionFreeze,
  SubscriptionFreezeRule,
  TimeUnitValue,
} from '@generated/booking/model';

export type FreezeMode = 'freeze' | 'request' | 'none';

const has = (subscription: Subscription, action: string) =>
  (subscription.actions ?? []).includes(action);
const hasStatus = (subscription: Subscription, code: string) =>
  (subscription.statuses ?? []).some((status) => status.code === code);

/** How the member may freeze it: at once (FREEZE), by asking the facility (REQUEST_FREEZE), or not. */
export function freezeMode(subscription: Subscription): FreezeMode {
  if (has(subscription, 'FREEZE')) return 'freeze';
  if (has(subscription, 'REQUEST_FREEZE')) return 'request';
  return 'none';
}

export const canUnfreeze = (subscription: Subscription) => has(subscription, 'UNFREEZE');
export const canTerminate = (subscription: Subscription) => has(subscription, 'TERMINATE');
export const canUndoTermination = (subscription: Subscription) =>
  has(subscription, 'REGRET_TERMINATE');
export const isTerminated = (subscription: Subscription) => hasStatus(subscription, 'TERMINATED');
export const freezeRequestPending = (subscription: Subscription) =>
  hasStatus(subscription, 'FREEZE_REQUEST_PENDING_APPROVAL');

/** The current or planned freeze, and whether it has begun. */
export function currentFreeze(
  subscription: Subscription,
  today: string,
): { start: string; end: string; started: boolean } | null {
  const period = subscription.freeze?.period;
  if (!period || period.end < today) return null;
  return { start: period.start, end: period.end, started: period.start <= today };
}

/** The rule that lets the member freeze it themselves (CUSTOMER may apply it), else the first. */
export function ruleOf(rules: readonly SubscriptionFreezeRule[]): SubscriptionFreezeRule | null {
  return rules.find((rule) => rule.canBeAppliedBy?.includes('CUSTOMER')) ?? rules[0] ?? null;
}

/** Freezes begun in the calendar year of `today` (the rule's "per year"). */
export function freezesThisYear(freezes: readonly SubscriptionFreeze[], today: string): number {
  const year = today.slice(0, 4);
  return freezes.filter((freeze) => freeze.freezePeriod.start.slice(0, 4) === year).length;
}

/** Whether this year's freezes are used up by the rule's maximum (null: as many as wanted). */
export function yearlyFreezesUsed(
  rule: SubscriptionFreezeRule | null,
  freezes: readonly SubscriptionFreeze[],
  today: string,
): boolean {
  const max = rule?.maxNumberOfFreezesPerYear;
  return typeof max === 'number' && freezesThisYear(freezes, today) >= max;
}

export interface FreezeLength {
  numberOf: number;
  unit: TimeUnitValue['unit'];
}

/** The lengths offered when the product has no rule of its own (BRP's settings decide then). */
const ALL_LENGTHS: FreezeLength[] = [
  { numberOf: 1, unit: 'WEEK' },
  { numberOf: 2, unit: 'WEEK' },
  { numberOf: 3, unit: 'WEEK' },
  ...Array.from({ length: 12 }, (_, i) => ({ numberOf: i + 1, unit: 'MONTH' as const })),
];
const DEFAULT_LONGEST: FreezeLength = { numberOf: 3, unit: 'MONTH' };

const parse = (day: string) => new Date(`${day}T00:00:00Z`);
const format = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = parse(day);
  date.setUTCDate(date.getUTCDate() + days);
  return format(date);
}

/** The day `length` after `day` (a month from 31 January is the last of February). */
export function addLength(day: string, { numberOf, unit }: FreezeLength): string {
  const date = parse(day);
  if (unit === 'WEEK') date.setUTCDate(date.getUTCDate() + 7 * numberOf);
  else {
    const months = unit === 'YEAR' ? 12 * numberOf : numberOf;
    const wanted = date.getUTCMonth() + months;
    date.setUTCDate(1);
    date.setUTCMonth(wanted);
    const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    date.setUTCDate(Math.min(parse(day).getUTCDate(), last));
  }
  return format(date);
}

/** The last frozen day of a freeze of `length` from `start` (inclusive). */
export const freezeEnd = (start: string, length: FreezeLength) =>
  addDays(addLength(start, length), -1);

/**
 * The lengths the rule allows, shortest first: every week up to three, then every month, between
 * its shortest and longest freeze, measured from `start`.
 */
export function freezeLengths(rule: SubscriptionFreezeRule | null, start: string): FreezeLength[] {
  const shortest = rule?.minLengthOfFreeze;
  const longest = rule?.maxLengthOfFreeze ?? (rule ? undefined : DEFAULT_LONGEST);
  const candidates = [...ALL_LENGTHS];
  if (longest?.unit === 'YEAR' && longest.numberOf > 1) candidates.push(longest);
  return candidates.filter((length) => {
    const end = addLength(start, length);
    return (
      (!shortest || end >= addLength(start, shortest)) &&
      (!longest || end <= addLength(start, longest))
    );
  });
}

export const lengthKey = ({ numberOf, unit }: FreezeLength) => `${numberOf}-${unit}`;
