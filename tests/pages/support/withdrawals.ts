// The withdrawal function's server side for the page tests: the real service over an SQLite
// database in memory, its mails kept in the outbox (no mail server: a test marks them sent or
// failed itself). One per test file's worker; `resetWithdrawals` starts a test afresh, and
// `failWithdrawals` makes the next ones fail as a database that is down would.
import { openDatabase, type Database } from '../../../server/data/database';
import { mailStore } from '../../../server/data/mails';
import { withdrawalTopic } from '../../../server/data/withdrawals';
import { withdrawalService } from '../../../server/withdrawal-service';
import type { WithdrawalService } from '@/lib/withdrawal/withdrawal-service';
import { E2E_NOW } from '../../e2e/support/clock';

let database: Promise<Database> | null = null;
let service: WithdrawalService | null = null;
let failing = 0;

const open = () => (database ??= openDatabase({ kind: 'sqlite', file: ':memory:' }));

/** The service the withdrawal route finds in its context (support/render-app.tsx). */
export function testWithdrawals(): WithdrawalService {
  if (service) return service;
  const lazy = async () => {
    const db = await open();
    return withdrawalService(
      { database: db, outbox: { kick: async () => {}, stop: async () => {} } },
      {
        brandName: 'Stadsbadet',
        facilityEmail: 'kassan@stadsbadet.example.se',
        now: () => E2E_NOW,
      },
    );
  };
  const failOrRun = async <T>(work: (real: WithdrawalService) => Promise<T>): Promise<T> => {
    if (failing > 0) {
      failing -= 1;
      throw new Error('The database is down (a test)');
    }
    return work(await lazy());
  };
  service = {
    now: () => E2E_NOW,
    withdraw: (request) => failOrRun((real) => real.withdraw(request)),
    view: (id) => failOrRun((real) => real.view(id)),
    ofCustomer: (customerId) => failOrRun((real) => real.ofCustomer(customerId)),
    withdrawnItems: (orderId) => failOrRun((real) => real.withdrawnItems(orderId)),
  };
  return service;
}

/** The next `count` calls of the service fail. */
export function failWithdrawals(count: number): void {
  failing = count;
}

/** Forgets every withdrawal: a test starts with none. */
export async function resetWithdrawals(): Promise<void> {
  failing = 0;
  if (!database) return;
  const db = await database;
  await db.close();
  database = null;
}

/** Marks a withdrawal's confirmation as sent, as the outbox would after the mail server took it. */
export async function markConfirmationSent(withdrawalId: string): Promise<void> {
  const db = await open();
  const store = mailStore(db);
  const [mail] = (await store.statusesOf([withdrawalTopic(withdrawalId)], E2E_NOW)).filter(
    (status) => status.purpose === 'customer',
  );
  if (!mail) throw new Error(`No confirmation for ${withdrawalId}`);
  await store.claim(mail.id, 1, 'page-test', E2E_NOW);
  await store.settle(mail.id, 1, { sent: true }, E2E_NOW);
}
