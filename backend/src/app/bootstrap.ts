/**
 * The first start on an empty database: an organization, its owner and a
 * first API key, printed once so a newcomer can call the API right away.
 */
import { accessSync, constants, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../platform/db/knex.js';
import { randomBase62 } from '../platform/lib/secrets.js';
import { createOrganization, type NewOrganization } from '../features/organizations/service.js';
import { countOrganizations } from '../features/organizations/store.js';

export const FIRST_OWNER_EMAIL = 'owner@kontor.local';

export interface FirstRun extends NewOrganization {
  ownerPassword: string;
}

/** Creates the first organization when there is none; null otherwise. */
export async function bootstrapFirstOrganization(db: Db): Promise<FirstRun | null> {
  // An advisory lock keeps two processes starting together from both creating one.
  return db.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', ['kontor:bootstrap']);
    if ((await countOrganizations(trx)) > 0) return null;
    const ownerPassword = randomBase62(20);
    const created = await createOrganization(trx, { name: 'My organization', ownerEmail: FIRST_OWNER_EMAIL, ownerPassword });
    return { ...created, ownerPassword };
  });
}

const CREDENTIALS_FILE = 'first-start-credentials.txt';

/** Writes the first organization's login and key to a file in the data folder that only this account reads. */
export function writeFirstCredentials(dataDir: string, lines: readonly string[]): string {
  const file = path.join(dataDir, CREDENTIALS_FILE);
  writeFileSync(file, `${lines.map((line) => line.trim()).join('\n')}\n`, { mode: 0o600 });
  return file;
}

/** The first start's credentials file, when a later start finds it still in the data folder. */
export function leftCredentials(dataDir: string): string | undefined {
  const file = path.join(dataDir, CREDENTIALS_FILE);
  return existsSync(file) ? file : undefined;
}

/** Refuses a data folder this account cannot write, naming the setting, before the start creates anything. */
export function checkWritable(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    throw new Error(
      `KONTOR_DATA_DIR=${dataDir} cannot be written by this account (uid ${process.getuid?.() ?? '?'}): ${(error as Error).message}; give a folder it can write`,
      { cause: error },
    );
  }
}
