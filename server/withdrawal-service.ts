// The withdrawal function's server side (src/lib/withdrawal/withdrawal-service.ts): each
// withdrawal is kept with its two e-mails in one transaction (server/data/withdrawals.ts), and
// the outbox sends them. The route checks the order against BRP before it gets here.
//
// Where BRP can do the withdrawal itself (a signed-in member's membership that has not started),
// BRP ends it first (server/withdrawal-brp.ts); its outcome is kept with the withdrawal as
// 'brp-action' events in the same transaction, and the facility's e-mail says it: ended in BRP,
// or still to be ended by hand with BRP's reason. Nothing BRP answers stops the withdrawal.
import type { WithdrawalService } from '../src/lib/withdrawal/withdrawal-service';
import { mailStore } from './data/mails';
import { withdrawalStore } from './data/withdrawals';
import { customerMail, facilityMail } from './mail/withdrawal-mails';
import type { ShopData } from './shop-data';
import { endInBrp, endMemberships, notStarted, type EndSubscription } from './withdrawal-brp';

export interface WithdrawalServiceOptions {
  brandName: string;
  facilityEmail: string;
  now?: () => Date;
  /** BRP's terminate call (the tests give their own). */
  endSubscription?: EndSubscription;
}

export function withdrawalService(
  data: Pick<ShopData, 'database' | 'outbox'>,
  {
    brandName,
    facilityEmail,
    now = () => new Date(),
    endSubscription = endInBrp,
  }: WithdrawalServiceOptions,
): WithdrawalService {
  const store = withdrawalStore(data.database, mailStore(data.database));
  return {
    now,
    async withdraw(request) {
      const start = now();
      const memberships = notStarted(request.details.lines, start);
      // Only with the member's own token (a visitor has none): BRP lets the users end their own.
      const endings =
        request.customerId === null
          ? []
          : await endMemberships(
              endSubscription,
              request.customerId,
              memberships,
              `Ångerrätt (order ${request.details.order.number})`,
            );
      const at = now();
      const withdrawal = await store.record(
        request,
        (made) => [
          customerMail(made, brandName, { endings }),
          facilityMail(made, facilityEmail, { endings }),
        ],
        at,
        endings.map((ending) => ({ kind: 'brp-action' as const, detail: { ...ending } })),
      );
      void data.outbox.kick();
      return (await store.view(withdrawal.id, at))!;
    },
    view: (id) => store.view(id, now()),
    ofCustomer: (customerId) => store.ofCustomer(customerId, now()),
    withdrawnItems: (orderId) => store.withdrawnItems(orderId),
  };
}
