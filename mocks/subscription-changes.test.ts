import { describe, expect, it } from 'vitest';
import { matchSubscriptionChange, MembershipStore } from './subscription-changes.ts';

const NOW = new Date('2026-03-25T09:07:00Z');
const GYM = {
  id: 30211,
  start: '2025-05-12',
  boundUntil: '2026-05-11',
  debitedUntil: '2026-04-13',
  expirationDay: '2026-05-11',
  statuses: [],
  actions: ['FREEZE', 'TERMINATE'],
  terminationTime: { numberOf: 1, unit: 'MONTH' },
};
const RULE = {
  id: 12,
  maxNumberOfFreezesPerYear: 2,
  minLengthOfFreeze: { numberOf: 1, unit: 'MONTH' },
  maxLengthOfFreeze: { numberOf: 3, unit: 'MONTH' },
  freezeReasons: [
    { id: 1, name: 'Sjukdom', feeProduct: { price: { amount: 0, currency: 'SEK' } } },
    { id: 3, name: 'Resa', feeProduct: { price: { amount: 10000, currency: 'SEK' } } },
  ],
};
const ask = async (path: string) => (path.endsWith('/freezerules') ? [RULE] : [GYM]);
const context = { world: 'w', ask };
const route = (method: string, path: string) => matchSubscriptionChange(method, path)!;
const body = (answer: unknown) => (answer as { body: Record<string, unknown> }).body;

describe('a membership frozen and ended in the mock', () => {
  it('matches only the change paths it plays', () => {
    expect(route('GET', '/customers/4711/subscriptions/30211/freeze')).toEqual({
      kind: 'freeze',
      customer: 4711,
      subscription: 30211,
      preview: true,
    });
    expect(matchSubscriptionChange('DELETE', '/customers/4711/subscriptions/30211/freeze')).toBe(
      undefined,
    );
    expect(matchSubscriptionChange('GET', '/customers/4711/subscriptions')).toBe(undefined);
  });

  it('previews without saving, freezes, shows it, and an unfreeze drops a planned freeze', async () => {
    const store = new MembershipStore({ now: () => NOW });
    const period = { start: '2026-03-26', end: '2026-04-25' };
    const query = new URLSearchParams({
      freezeReason: '3',
      'freezePeriod.start': period.start,
      'freezePeriod.end': period.end,
    });
    const preview = await store.answer(
      route('GET', '/customers/4711/subscriptions/30211/freeze'),
      {},
      query,
      [],
      context,
    );
    expect(body(preview)).toMatchObject({
      action: 'FREEZE_SUMMARY',
      actionData: { mainSubscription: { boundUntil: '2026-06-11' }, totalPrice: { amount: 10000 } },
    });
    expect(store.list('w', [GYM])[0]).toMatchObject({
      boundUntil: '2026-05-11',
      actions: ['FREEZE', 'TERMINATE'],
    });

    const post = route('POST', '/customers/4711/subscriptions/30211/freeze');
    expect(
      (
        await store.answer(
          post,
          { freezeReason: 3, freezePeriod: period },
          new URLSearchParams(),
          [],
          context,
        )
      )?.status,
    ).toBe(201);
    expect(store.list('w', [GYM])[0]).toMatchObject({
      boundUntil: '2026-06-11',
      statuses: [{ code: 'FUTURE_FREEZE' }],
      actions: ['UNFREEZE', 'TERMINATE'],
      freeze: { period },
    });
    // Another world is untouched; a second freeze is refused.
    expect(store.list('other', [GYM])[0]).toMatchObject({ boundUntil: '2026-05-11' });
    expect(
      body(
        await store.answer(
          post,
          { freezeReason: 3, freezePeriod: period },
          new URLSearchParams(),
          [],
          context,
        ),
      ),
    ).toEqual({
      errorCode: 'EXISTING_OR_FUTURE_FREEZE_ALREADY_EXISTS',
    });

    await store.answer(
      route('POST', '/customers/4711/subscriptions/30211/unfreeze'),
      {},
      new URLSearchParams(),
      [],
      context,
    );
    expect(store.list('w', [GYM])[0]).toMatchObject({
      boundUntil: '2026-05-11',
      actions: ['FREEZE', 'TERMINATE'],
    });
  });

  it("checks the rule's lengths, reason and first day as BRP does", async () => {
    const store = new MembershipStore({ now: () => NOW });
    const post = route('POST', '/customers/4711/subscriptions/30211/freeze');
    const freeze = async (request: Record<string, unknown>) =>
      body(await store.answer(post, request, new URLSearchParams(), [], context));
    expect(
      await freeze({ freezeReason: 1, freezePeriod: { start: '2026-03-26', end: '2026-04-10' } }),
    ).toMatchObject({
      fieldErrors: [{ errorCode: 'DATERANGE_MUST_BE_LONGER_THAN', numUnits: 1, timeUnit: 'MONTH' }],
    });
    expect(
      await freeze({ freezeReason: 1, freezePeriod: { start: '2026-03-26', end: '2026-08-10' } }),
    ).toMatchObject({
      fieldErrors: [{ errorCode: 'DATERANGE_MUST_BE_SHORTER_THAN' }],
    });
    expect(
      await freeze({ freezePeriod: { start: '2026-03-26', end: '2026-04-30' } }),
    ).toMatchObject({
      fieldErrors: [{ field: 'freezeReason', errorCode: 'FIELD_MANDATORY' }],
    });
    expect(
      await freeze({ freezeReason: 1, freezePeriod: { start: '2026-03-24', end: '2026-04-30' } }),
    ).toMatchObject({
      fieldErrors: [{ field: 'freezePeriod.start', errorCode: 'DATE_MUST_BE_LATER_THAN' }],
    });
  });

  it('ends at the binding end or the notice, whichever is later, and an undo restores it', async () => {
    const store = new MembershipStore({ now: () => NOW });
    const terminate = route('POST', '/customers/4711/subscriptions/30211/terminate');
    const none = new URLSearchParams();
    expect((await store.answer(terminate, {}, none, [], context))?.status).toBe(422);
    expect(
      (await store.answer(terminate, { terminationReason: 1 }, none, [], context))?.status,
    ).toBe(201);
    expect(store.list('w', [GYM])[0]).toMatchObject({
      expirationDay: '2026-05-11',
      statuses: [{ code: 'TERMINATED' }],
      actions: ['FREEZE', 'REGRET_TERMINATE'],
    });
    const late = { ...GYM, boundUntil: '2026-04-01', expirationDay: '2026-04-01' };
    const lateContext = {
      world: 'late',
      ask: async (path: string) => (path.endsWith('/freezerules') ? [RULE] : [late]),
    };
    await store.answer(terminate, { terminationReason: 1 }, none, [], lateContext);
    expect(store.list('late', [late])[0]).toMatchObject({ expirationDay: '2026-04-24' });

    const undo = route('POST', '/customers/4711/subscriptions/30211/terminateundo');
    expect((await store.answer(undo, {}, none, [], context))?.status).toBe(200);
    expect(store.list('w', [GYM])[0]).toMatchObject({
      statuses: [],
      actions: ['FREEZE', 'TERMINATE'],
    });
    expect(body(await store.answer(undo, {}, none, [], context))).toEqual({
      errorCode: 'SUBSCRIPTION_IS_NOT_TERMINATED',
    });
  });
});
