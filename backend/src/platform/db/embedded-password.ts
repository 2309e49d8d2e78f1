/**
 * The embedded server's password: one per data folder, random, kept in the folder in a file only its owner can read
 * (mode 600), so another local account cannot connect as the server's superuser. A folder made before the password
 * was random still has the fixed one; the first start after the upgrade replaces it.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { endClient } from './end-client.js';
import { createOnce } from '../lib/create-once.js';

const FILE = 'postgres-password';
/** What every data folder had before its own: still accepted by a folder not yet upgraded. */
export const FIXED_PASSWORD = 'kontor';
/** The password of the database's bootstrap role. */
export const USER = 'kontor';
const INVALID_PASSWORD = '28P01';

export const passwordFile = (dataDir: string) => path.join(dataDir, FILE);

/** The folder's password, or the fixed one of a folder not yet upgraded. */
export function passwordOf(dataDir: string): string {
  try {
    return readFileSync(passwordFile(dataDir), 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return FIXED_PASSWORD;
    throw new Error(`the embedded Postgres's password file ${passwordFile(dataDir)} cannot be read`, { cause: error });
  }
}

/**
 * Writes a new random password to the folder, whole or not at all (a temporary file linked into place), and answers
 * it; when another process wrote one first, answers that one and `created: false`.
 */
export function createPassword(dataDir: string): { password: string; created: boolean } {
  const password = randomBytes(24).toString('hex');
  if (createOnce(passwordFile(dataDir), `${password}\n`)) return { password, created: true };
  return { password: passwordOf(dataDir), created: false };
}

/**
 * Gives a running server of a folder made with the fixed password its own. The file is written first, so that a
 * process starting beside this one reads the new password, and at worst waits for the change (isWrongPassword).
 */
export async function replaceFixedPassword(dataDir: string, port: number): Promise<void> {
  if (passwordOf(dataDir) !== FIXED_PASSWORD) return;
  const { password, created } = createPassword(dataDir);
  if (!created) return;
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: FIXED_PASSWORD, database: 'postgres' });
  try {
    await client.connect();
    // Hexadecimal only: nothing in it to escape.
    await client.query(`ALTER ROLE "${USER}" WITH PASSWORD '${password}'`);
  } catch (error) {
    rmSync(passwordFile(dataDir), { force: true });
    throw new Error(`the embedded Postgres's fixed password could not be replaced`, { cause: error });
  } finally {
    await endClient(client, 5000);
  }
}

/** A refusal that says the server answers, with another password than the one tried. */
export const isWrongPassword = (error: unknown) => (error as { code?: unknown } | null)?.code === INVALID_PASSWORD;
