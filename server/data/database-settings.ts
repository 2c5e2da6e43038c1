// DATABASE_URL and DATABASE_FILE (server/config.ts): where the shop keeps what BRP does not.
import path from 'node:path';
import type { DatabaseSettings } from './database';

type Env = Record<string, string | undefined>;

/** DATABASE_FILE's default, relative to the folder the server starts in (gitignored). */
export const DEFAULT_DATABASE_FILE = '.data/shop.sqlite';

/** PostgreSQL when DATABASE_URL is set, else the SQLite file. The URL's password is never repeated. */
export function readDatabaseSettings(env: Env, problems: string[]): DatabaseSettings {
  const url = env.DATABASE_URL?.trim() || null;
  const file = env.DATABASE_FILE?.trim() || null;
  if (url !== null) {
    const parsed = URL.canParse(url) ? new URL(url) : null;
    if (!parsed || !['postgres:', 'postgresql:'].includes(parsed.protocol) || !parsed.hostname)
      problems.push(
        "DATABASE_URL must be a 'postgres://' URL such as 'postgres://shop:<password>@db:5432/shop'",
      );
    if (file !== null)
      problems.push('DATABASE_URL and DATABASE_FILE cannot both be set: PostgreSQL or SQLite');
    return { kind: 'postgres', url };
  }
  if (file !== null && (file.endsWith('/') || file.includes('\0')))
    problems.push(
      `DATABASE_FILE must be a file's path such as '/var/lib/shop/shop.sqlite', got '${file}'`,
    );
  // ':memory:' keeps nothing past the process: for tests that start a server of their own.
  if (file === ':memory:') return { kind: 'sqlite', file };
  return { kind: 'sqlite', file: path.resolve(file ?? DEFAULT_DATABASE_FILE) };
}
