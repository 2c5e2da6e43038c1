// The withdrawal function's server side (src/lib/withdrawal/withdrawal-service.ts): each
// withdrawal is kept with its two e-mails in one transaction (server/data/withdrawals.ts), and
// the outbox sends them. The route checks the order against BRP before it gets here.
//
// Where BRP can do the withdrawal itself (ending a membership that has not started, with the
// subscription's terminate call), that is one more step after `record`: call it, and keep its
// outcome as the withdrawal's 'brp-action' event (store.addEvent), which marks it handled.
import type { WithdrawalService } from '../src/lib/withdrawal/withdrawal-service';
import { mailStore } from './data/mails';
import { withdrawalStore } from './data/withdrawals';
import { customerMail, facilityMail } from './mail/withdrawal-mails';
import type { ShopData } from './shop-data';

export interface WithdrawalServiceOptions {
  brandName: string;
  facilityEmail: string;
  now?: () => Date;
}

export function withdrawalService(
  data: Pick<ShopData, 'database' | 'outbox'>,
  { brandName, facilityEmail, now = () => new Date() }: WithdrawalServiceOptions,
): WithdrawalService {
  const store = withdrawalStore(data.database, mailStore(data.database));
  return {
    now,
    async withdraw(request) {
      const at = now();
      const withdrawal = await store.record(
        request,
        (made) => [customerMail(made, brandName), facilityMail(made, facilityEmail)],
        at,
      );
      void data.outbox.kick();
      return (await store.view(withdrawal.id, at))!;
    },
    view: (id) => store.view(id, now()),
    ofCustomer: (customerId) => store.ofCustomer(customerId, now()),
    withdrawnItems: (orderId) => store.withdrawnItems(orderId),
  };
}
