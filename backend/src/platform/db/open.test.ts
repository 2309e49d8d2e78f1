import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { unusedPort } from '../../dev/test-support/ports.js';
import { openDatabase } from './open.js';

describe('opening the database of DATABASE_URL', () => {
  // Found by the operator's trial (docs/trials/2026-11-29-operator.md): a DATABASE_URL pointing at a port nothing
  // listens on stopped the start with "connect ECONNREFUSED 127.0.0.1:54419" alone, naming neither the setting nor
  // that it was the database, and the CLI said the same.
  it('names the setting and where it points, without the password, when the server cannot be reached', async () => {
    const port = await unusedPort();
    const opening = openDatabase(
      { databaseUrl: `postgres://kontor:s3cret-pw@127.0.0.1:${port}/kontor`, dataDir: '/nonexistent', embeddedPgPort: 0, dbPoolMax: 5 },
      pino({ level: 'silent' }),
    );
    const error = (await opening.catch((caught: unknown) => caught)) as Error & { code?: string };
    expect(error.message).toBe(`DATABASE_URL (postgres://kontor@127.0.0.1:${port}/kontor): connect ECONNREFUSED 127.0.0.1:${port}`);
    expect(error.code).toBe('ECONNREFUSED');
  });
});
