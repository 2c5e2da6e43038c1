// BRP's own part in a withdrawal (issue 44): a signed-in member's membership that has not started
// is ended in BRP, and the facility's e-mail and the member's status say so; a refusal or a
// visitor leaves it to staff, and the withdrawal is kept and mailed whatever BRP answers.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api/api-error';
import type { WithdrawalRequest } from '../src/lib/withdrawal/withdrawal-service';
import type { WithdrawalDetails } from '../src/lib/withdrawal/withdrawal-types';
import { openDatabase, type Database } from './data/database';
import type { Outbox } from './mail/outbox';
import type { EndSubscription } from './withdrawal-brp';
import { withdrawalService } from './withdrawal-service';

const NOW = new Date('2026-01-12T09:07:00.000Z');

const DETAILS: WithdrawalDetails = {
  order: {
    id: 612395,
    number: 90433,
    created: '2026-01-10T10:00:00.000Z',
    businessUnit: 'Haga',
    total: { amount: 144900, currency: 'SEK' },
    paymentMethod: null,
    customer: { id: 4711, name: 'Anna Lindqvist' },
    receiverTarget: 'anna.lindqvist@example.se',
  },
  lines: [
    {
      kind: 'subscriptions',
      itemId: 773020,
      product: 'Simkort 3 mån',
      price: { amount: 54900, currency: 'SEK' },
      quantity: 1,
      subscription: { id: 30240, productId: 136, start: '2026-01-20' },
    },
    {
      kind: 'valuecards',
      itemId: 772020,
      product: '10-kort bad',
      price: { amount: 90000, currency: 'SEK' },
      quantity: 1,
    },
  ],
};

const request = (customerId: number | null): WithdrawalRequest => ({
  customerId,
  name: 'Anna Lindqvist',
  email: 'anna.lindqvist@example.se',
  language: 'sv',
  details: DETAILS,
});

const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

async function serviceWith(endSubscription: EndSubscription) {
  const database = await openDatabase({ kind: 'sqlite', file: ':memory:' });
  opened.push(database);
  const outbox = { kick: async () => {} } as unknown as Outbox;
  const service = withdrawalService(
    { database, outbox },
    { brandName: 'Haga Bad', facilityEmail: 'kassa@example.se', now: () => NOW, endSubscription },
  );
  const customerMail = async () =>
    (
      await database.db
        .selectFrom('mails')
        .select('text_body')
        .where('purpose', '=', 'customer')
        .executeTakeFirstOrThrow()
    ).text_body;
  const facilityMail = async () =>
    (
      await database.db
        .selectFrom('mails')
        .select('text_body')
        .where('purpose', '=', 'facility')
        .executeTakeFirstOrThrow()
    ).text_body;
  const events = () =>
    database.db.selectFrom('withdrawal_events').select(['kind', 'detail']).execute();
  return { service, customerMail, facilityMail, events };
}

describe('the withdrawal service and BRP', () => {
  it("ends a member's membership that has not started, and says so", async () => {
    const calls: unknown[][] = [];
    const { service, customerMail, facilityMail, events } = await serviceWith(async (...args) => {
      calls.push(args);
    });

    const view = await service.withdraw(request(4711));
    expect(await customerMail()).toContain('Simkort 3 mån är avslutat och börjar inte.');

    expect(calls).toEqual([[4711, DETAILS.lines[0], 'Ångerrätt (order 90433)']]);
    expect(view.endedInBrp).toEqual(['Simkort 3 mån']);
    // The refund is still staff's: BRP's ending alone does not make it handled.
    expect(view.handled).toBe(false);
    expect(await facilityMail()).toContain(
      'Simkort 3 mån (abonnemang 30240): avslutat i BRP av butiken, inget att avsluta för hand (återbetalningen görs som för resten av köpet).',
    );
    expect((await events()).map((event) => event.kind).sort()).toEqual(['brp-action', 'received']);
    expect((await service.ofCustomer(4711))[0]?.endedInBrp).toEqual(['Simkort 3 mån']);
  });

  it("keeps and mails the withdrawal when BRP refuses, with BRP's reason for staff", async () => {
    const { service, customerMail, facilityMail, events } = await serviceWith(async () => {
      throw new ApiError({ status: 403, errorCode: 'CANNOT_TERMINATE_SUBSCRIPTION', message: '' });
    });

    const view = await service.withdraw(request(4711));
    expect(await customerMail()).not.toContain('avslutat och börjar inte');

    expect(view.endedInBrp).toEqual([]);
    expect(view.handled).toBe(false);
    expect(await facilityMail()).toContain(
      'Simkort 3 mån (abonnemang 30240): måste avslutas för hand i BRP: BRP avslutade det inte (CANNOT_TERMINATE_SUBSCRIPTION).',
    );
    const [action] = (await events()).filter((event) => event.kind === 'brp-action');
    expect(JSON.parse(action!.detail!)).toMatchObject({ ok: false, subscriptionId: 30240 });
  });

  it('asks nothing of BRP for a visitor: staff end the membership', async () => {
    const calls: unknown[] = [];
    const { service, facilityMail, events } = await serviceWith(async (...args) => {
      calls.push(args);
    });

    const view = await service.withdraw(request(null));

    expect(calls).toEqual([]);
    expect(view.endedInBrp).toEqual([]);
    expect(await facilityMail()).toContain(
      'måste avslutas för hand i BRP: köpt utan inloggning, butiken kan inte avsluta det.',
    );
    expect((await events()).map((event) => event.kind)).toEqual(['received']);
  });

  it('leaves a membership that has already started to staff', async () => {
    const calls: unknown[] = [];
    const { service, facilityMail } = await serviceWith(async (...args) => {
      calls.push(args);
    });
    const started = structuredClone(DETAILS);
    started.lines[0]!.subscription!.start = '2026-01-12';

    await service.withdraw({ ...request(4711), details: started });

    expect(calls).toEqual([]);
    expect(await facilityMail()).toContain('(abonnemang 30240): måste avslutas för hand i BRP');
  });
});
