// What the process keeps of its own (server/main.ts opens it once, the development server's apps
// share it): the database and the mail outbox that sends from it.
import { openDatabase, type Database } from './data/database';
import { mailStore } from './data/mails';
import type { ServerConfig } from './config';
import { smtpTransport, startOutbox, type Outbox } from './mail/outbox';

export interface ShopData {
  database: Database;
  outbox: Outbox;
  close(): Promise<void>;
}

/** Opens the database (migrating it) and starts sending its mails through `smtpUrl`. */
export async function openShopData(config: ServerConfig, smtpUrl: string): Promise<ShopData> {
  const database = await openDatabase(config.database);
  const outbox = startOutbox({
    store: mailStore(database),
    transport: smtpTransport(smtpUrl),
    from: config.mail.from,
  });
  return {
    database,
    outbox,
    close: async () => {
      await outbox.stop();
      await database.close();
    },
  };
}
