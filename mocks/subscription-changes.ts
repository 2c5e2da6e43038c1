// A membership's freeze and end, played as BRP plays them (issue 44): a freeze is among the
// membership's freezes and shows on it (FROZEN or FUTURE_FREEZE, its period, the binding end and
// paid-up day moved on by its length), an unfreeze ends or drops it, a termination gives the
// membership its last day (TERMINATED, REGRET_TERMINATE) and an undo takes it back. Kept per world
// (mocks/login-store.ts) as changes to the contract's example memberships, which stay the
// starting point; the previews (GET …/freeze, GET …/terminate) run the same checks and save
// nothing. The rules come from the contract's freeze rules, as Prism serves them.
import type { Answer } from './order-store.ts';
import { addDays, daysBetween, stockholmToday } from './stockholm-time.ts';
import { addInterval, type Interval } from './subscription-days.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

export type SubscriptionChangeRoute =
  | { kind: 'freezeRules'; customer: number; subscription: number }
  | { kind: 'freezes'; customer: number; subscription: number }
  | { kind: 'freeze'; customer: number; subscription: number; preview: boolean }
  | { kind: 'unfreeze'; customer: number; subscription: number }
  | { kind: 'freezeRequest'; customer: number; subscription: number }
  | { kind: 'terminate'; customer: number; subscription: number; preview: boolean }
  | { kind: 'terminateUndo'; customer: number; subscription: number };

const BASE = /^\/customers\/(\d+)\/subscriptions\/(\d+)\/([a-z]+)$/;
const KINDS: Record<string, [string, SubscriptionChangeRoute['kind'], boolean?][]> = {
  freezerules: [['GET', 'freezeRules']],
  freezes: [['GET', 'freezes']],
  freeze: [
    ['GET', 'freeze', true],
    ['POST', 'freeze', false],
  ],
  unfreeze: [['POST', 'unfreeze']],
  freezerequests: [['POST', 'freezeRequest']],
  terminate: [
    ['GET', 'terminate', true],
    ['POST', 'terminate', false],
  ],
  terminateundo: [['POST', 'terminateUndo']],
};

/** The membership change a request is, if it is one (path without the API prefix). */
export function matchSubscriptionChange(
  method: string,
  path: string,
): SubscriptionChangeRoute | undefined {
  const match = BASE.exec(path);
  if (!match) return undefined;
  const found = KINDS[match[3]!]?.find(([m]) => m === method.toUpperCase());
  if (!found) return undefined;
  const [, kind, preview] = found;
  const ids = { customer: Number(match[1]), subscription: Number(match[2]) };
  return (
    preview === undefined ? { kind, ...ids } : { kind, ...ids, preview }
  ) as SubscriptionChangeRoute;
}

export const isSubscriptionChange = (route: { kind: string }): route is SubscriptionChangeRoute =>
  Object.values(KINDS).some((list) => list.some(([, kind]) => kind === route.kind));

interface Freeze {
  id: number;
  start: string;
  end: string;
  reason?: number;
}

interface WorldMemberships {
  /** Freezes the world made, by subscription id (the contract's own past ones come from Prism). */
  freezes: Map<number, Freeze[]>;
  /** The last day of each membership the world terminated, by subscription id. */
  terminated: Map<number, string>;
  /** Subscriptions with an open freeze request. */
  requested: Set<number>;
}

// Far from the contract's example ids (freezes 51xx, requests 771).
const FIRST_FREEZE_ID = 6001;
const FIRST_REQUEST_ID = 7801;

const refused = (errorCode: string, extra: Obj = {}): Answer => ({
  status: 403,
  body: { errorCode, ...extra },
});
const invalid = (field: string, errorCode: string, extra: Obj = {}): Answer => ({
  status: 422,
  body: { errorCode: 'INVALID_INPUT', fieldErrors: [{ field, errorCode, ...extra }] },
});

export interface SubscriptionChangeContext {
  world: string;
  /** A GET of the booking mock (its realistic example), as the caller; undefined unless 2xx. */
  ask: (path: string) => Promise<unknown>;
}

const asList = (value: unknown): Obj[] => (Array.isArray(value) ? value.filter(isObj) : []);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export class MembershipStore {
  private readonly worlds = new Map<string, WorldMemberships>();
  private readonly now: () => Date;
  private nextFreeze = FIRST_FREEZE_ID;
  private nextRequest = FIRST_REQUEST_ID;

  constructor(options: { now?: () => Date } = {}) {
    this.now = options.now ?? (() => new Date());
  }

  private today(): string {
    return stockholmToday(this.now());
  }

  private of(world: string): WorldMemberships {
    let found = this.worlds.get(world);
    if (!found) {
      found = { freezes: new Map(), terminated: new Map(), requested: new Set() };
      this.worlds.set(world, found);
    }
    return found;
  }

  /** The world's memberships: each example membership with the world's freezes and ends on it. */
  list(world: string, subscriptions: Obj[]): Obj[] {
    return subscriptions.map((subscription) => this.applied(world, subscription));
  }

  /** One membership as the world has changed it. */
  private applied(world: string, subscription: Obj): Obj {
    const id = Number(subscription.id);
    const state = this.of(world);
    const today = this.today();
    let result: Obj = { ...subscription };
    let actions = strings(subscription.actions);
    let statuses = asList(subscription.statuses);
    const freeze = this.currentFreeze(world, id);
    for (const past of state.freezes.get(id) ?? []) result = stretched(result, past);
    if (freeze) {
      const code = freeze.start > today ? 'FUTURE_FREEZE' : 'FROZEN';
      statuses = [...statuses, { code, level: 'INFO' }];
      actions = actions.map((action) => (action === 'FREEZE' ? 'UNFREEZE' : action));
      result.freeze = {
        period: { start: freeze.start, end: freeze.end },
        ...(freeze.reason ? { reason: freeze.reason } : {}),
      };
    }
    if (state.requested.has(id)) {
      statuses = [...statuses, { code: 'FREEZE_REQUEST_PENDING_APPROVAL', level: 'INFO' }];
      actions = actions.filter((action) => action !== 'REQUEST_FREEZE');
    }
    const end = state.terminated.get(id);
    if (end) {
      statuses = [...statuses, { code: 'TERMINATED', level: 'INFO' }];
      actions = actions.map((action) => (action === 'TERMINATE' ? 'REGRET_TERMINATE' : action));
      result = { ...result, boundUntil: end, expirationDay: end };
    }
    return { ...result, statuses, actions };
  }

  /** The world's freeze of the membership that has not ended yet (running or planned). */
  private currentFreeze(world: string, id: number): Freeze | undefined {
    const today = this.today();
    return this.of(world)
      .freezes.get(id)
      ?.find((freeze) => freeze.end >= today);
  }

  /** The answer to a membership change, or undefined where Prism's example stands. */
  async answer(
    route: SubscriptionChangeRoute,
    request: Obj,
    query: URLSearchParams,
    example: unknown,
    { world, ask }: SubscriptionChangeContext,
  ): Promise<Answer | undefined> {
    const listed = asList(await ask(`/customers/${route.customer}/subscriptions`));
    const original = listed.find((s) => s.id === route.subscription);
    if (route.kind === 'freezeRules') return undefined;
    if (route.kind === 'freezes') {
      const made = (this.of(world).freezes.get(route.subscription) ?? []).map(asFreezeOut);
      return { status: 200, body: [...made.reverse(), ...asList(example)] };
    }
    if (!original) return { status: 404, body: { errorCode: 'ID_NOT_FOUND' } };
    const subscription = this.applied(world, original);
    const actions = strings(subscription.actions);
    const state = this.of(world);
    const id = route.subscription;
    switch (route.kind) {
      case 'freeze':
      case 'freezeRequest': {
        const period = route.kind === 'freeze' && route.preview ? fromQuery(query) : request;
        const reason = Number(period.freezeReason ?? request.freezeReason) || undefined;
        const wanted = route.kind === 'freeze' ? 'FREEZE' : 'REQUEST_FREEZE';
        if (this.currentFreeze(world, id) || state.requested.has(id))
          return refused('EXISTING_OR_FUTURE_FREEZE_ALREADY_EXISTS');
        if (!actions.includes(wanted)) return refused('NOT_SELECTABLE_FOR_SUBSCRIPTION_FREEZE');
        const rules = asList(
          await ask(`/customers/${route.customer}/subscriptions/${id}/freezerules`),
        );
        const checked = this.checkFreeze(period, reason, rules[0]);
        if ('status' in checked) return checked;
        const { start, end } = checked;
        if (route.kind === 'freezeRequest') {
          state.requested.add(id);
          const message = typeof request.message === 'string' ? { message: request.message } : {};
          return {
            status: 201,
            body: {
              id: this.nextRequest++,
              requestedDay: this.today(),
              ...message,
              status: 'OPEN',
            },
          };
        }
        const freeze: Freeze = { id: this.nextFreeze, start, end, ...(reason ? { reason } : {}) };
        const fee = feeOf(rules[0], reason);
        if (route.preview) {
          const frozen = this.withFreeze(subscription, freeze);
          return {
            status: 200,
            body: {
              action: 'FREEZE_SUMMARY',
              actionData: { mainSubscription: frozen, additions: [], totalPrice: fee },
            },
          };
        }
        this.nextFreeze += 1;
        state.freezes.set(id, [...(state.freezes.get(id) ?? []), freeze]);
        return {
          status: 201,
          body: {
            action: 'FREEZE_RESULT',
            actionData: { mainSubscription: this.applied(world, original), additions: [] },
          },
        };
      }
      case 'unfreeze': {
        const freeze = this.currentFreeze(world, id);
        if (!freeze) return refused('CANNOT_UNFREEZE');
        const today = this.today();
        const list = state.freezes.get(id)!;
        if (freeze.start > today) {
          // A planned freeze is dropped whole: nothing of it happened.
          state.freezes.set(
            id,
            list.filter((f) => f !== freeze),
          );
        } else {
          const rules = asList(
            await ask(`/customers/${route.customer}/subscriptions/${id}/freezerules`),
          );
          const shortest = intervalOf(rules[0]?.minLengthOfFreeze);
          const earliest = shortest ? addInterval(freeze.start, shortest) : today;
          if (earliest > today) return refused('TOO_EARLY_TO_UNFREEZE', { earliestDay: earliest });
          freeze.end = addDays(today, -1);
        }
        return {
          status: 201,
          body: {
            action: 'UNFREEZE_RESULT',
            actionData: { mainSubscription: this.applied(world, original), additions: [] },
          },
        };
      }
      case 'terminate': {
        if (state.terminated.has(id) || !actions.includes('TERMINATE'))
          return refused(
            state.terminated.has(id) ? 'ALREADY_TERMINATED' : 'CANNOT_TERMINATE_SUBSCRIPTION',
          );
        const reasonGiven = route.preview
          ? query.get('terminationReason')
          : request.terminationReason;
        if (!route.preview && (reasonGiven === undefined || reasonGiven === null))
          return invalid('terminationReason', 'FIELD_MANDATORY');
        const end = this.earliestEnd(subscription);
        if (route.preview)
          return {
            status: 200,
            body: {
              action: 'TERMINATE_SUMMARY',
              actionData: { mainSubscription: ended(subscription, end), additions: [] },
            },
          };
        state.terminated.set(id, end);
        return {
          status: 201,
          body: {
            action: 'TERMINATE_RESULT',
            actionData: { mainSubscription: this.applied(world, original), additions: [] },
          },
        };
      }
      case 'terminateUndo': {
        if (!state.terminated.has(id)) return refused('SUBSCRIPTION_IS_NOT_TERMINATED');
        state.terminated.delete(id);
        return { status: 200, body: this.applied(world, original) };
      }
    }
  }

  /** The period and reason against the rule, as BRP checks them; the period when they hold. */
  private checkFreeze(
    period: Obj,
    reason: number | undefined,
    rule: Obj | undefined,
  ): { start: string; end: string } | Answer {
    const range = isObj(period.freezePeriod) ? period.freezePeriod : {};
    const start = String(range.start ?? '');
    const end = String(range.end ?? '');
    const today = this.today();
    if (start < today)
      return invalid('freezePeriod.start', 'DATE_MUST_BE_LATER_THAN', { minDate: today });
    if (end < start) return invalid('freezePeriod', 'DATERANGE_INVALID');
    const reasons = asList(rule?.freezeReasons);
    if (reasons.length > 0 && !reasons.some((r) => r.id === reason))
      return invalid('freezeReason', 'FIELD_MANDATORY');
    const shortest = intervalOf(rule?.minLengthOfFreeze);
    const longest = intervalOf(rule?.maxLengthOfFreeze);
    const after = addDays(end, 1);
    if (shortest && after < addInterval(start, shortest))
      return invalid('freezePeriod', 'DATERANGE_MUST_BE_LONGER_THAN', asArgs(shortest));
    if (longest && after > addInterval(start, longest))
      return invalid('freezePeriod', 'DATERANGE_MUST_BE_SHORTER_THAN', asArgs(longest));
    return { start, end };
  }

  /** The membership with one more freeze: its dates moved on by the freeze's length. */
  private withFreeze(subscription: Obj, freeze: Freeze): Obj {
    const code = freeze.start > this.today() ? 'FUTURE_FREEZE' : 'FROZEN';
    return {
      ...stretched(subscription, freeze),
      statuses: [...asList(subscription.statuses), { code, level: 'INFO' }],
      actions: strings(subscription.actions).map((a) => (a === 'FREEZE' ? 'UNFREEZE' : a)),
      freeze: { period: { start: freeze.start, end: freeze.end }, reason: freeze.reason },
    };
  }

  /**
   * The earliest last day: the binding's end, or the notice period from today if later. One that
   * has not started (a withdrawal ends it, issue 44) ends the day before it would have started:
   * the mock's reading, as BRP's document says nothing of it.
   */
  private earliestEnd(subscription: Obj): string {
    const start = String(subscription.start ?? '');
    if (start > this.today()) return addDays(start, -1);
    const bound = String(subscription.boundUntil ?? subscription.expirationDay);
    const notice = intervalOf(subscription.terminationTime);
    const byNotice = notice ? addDays(addInterval(this.today(), notice), -1) : this.today();
    return byNotice > bound ? byNotice : bound;
  }
}

const asFreezeOut = (freeze: Freeze) => ({
  id: freeze.id,
  freezePeriod: { start: freeze.start, end: freeze.end },
});

/** The binding end, expiration and paid-up day moved on by the freeze's days. */
function stretched(subscription: Obj, freeze: { start: string; end: string }): Obj {
  const days = daysBetween(freeze.start, freeze.end) + 1;
  const moved: Obj = { ...subscription };
  for (const field of ['boundUntil', 'expirationDay', 'debitedUntil'])
    if (typeof moved[field] === 'string') moved[field] = addDays(moved[field], days);
  return moved;
}

function ended(subscription: Obj, end: string): Obj {
  const actions = strings(subscription.actions).map((a) =>
    a === 'TERMINATE' ? 'REGRET_TERMINATE' : a,
  );
  return {
    ...subscription,
    boundUntil: end,
    expirationDay: end,
    statuses: [...asList(subscription.statuses), { code: 'TERMINATED', level: 'INFO' }],
    actions,
  };
}

/** The GET preview's query as the POST's body. */
function fromQuery(query: URLSearchParams): Obj {
  return {
    freezeReason: query.get('freezeReason') ?? undefined,
    freezePeriod: { start: query.get('freezePeriod.start'), end: query.get('freezePeriod.end') },
  };
}

function intervalOf(value: unknown): Interval | undefined {
  if (!isObj(value) || typeof value.numberOf !== 'number' || typeof value.unit !== 'string')
    return undefined;
  return { numberOf: value.numberOf, unit: value.unit } as Interval;
}

const asArgs = ({ numberOf, unit }: Interval) => ({ numUnits: numberOf, timeUnit: unit });

function feeOf(rule: Obj | undefined, reason: number | undefined) {
  const chosen = asList(rule?.freezeReasons).find((r) => r.id === reason);
  const fee = isObj(chosen?.feeProduct) ? chosen.feeProduct.price : undefined;
  return isObj(fee) ? fee : { amount: 0, currency: 'SEK' };
}
