import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../dev/test-support/kontor.js';
import { secretBox } from '../lib/secret-box.js';
import { KEY_HOLDER_STALE_SECONDS, holdKeys, lackingKey, liveKeyHolders, rotationRefusal, type KeyHolder } from './holders.js';

const oldKey = Buffer.alloc(32, 1);
const newKey = Buffer.alloc(32, 2);
const oldBox = secretBox(oldKey);
const rolledBox = secretBox(newKey, [oldKey]);
const silent = pino({ level: 'silent' });

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const holder = (process_id: string, sealing: string, keys: string[]): KeyHolder => ({
  process_id,
  sealing_key_id: sealing,
  key_ids: keys,
  seen_seconds_ago: 1,
});

describe('the keys running processes hold', () => {
  it("are each process's heartbeat: written at once with every key it opens, gone when it stops", async () => {
    const first = holdKeys(database.db, oldBox, 'host:1:aa', silent);
    const second = holdKeys(database.db, rolledBox, 'host:2:bb', silent);
    await Promise.all([first.started, second.started]);
    expect(await liveKeyHolders(database.db)).toEqual([
      { process_id: 'host:1:aa', sealing_key_id: oldBox.keyId, key_ids: [oldBox.keyId], seen_seconds_ago: 0 },
      { process_id: 'host:2:bb', sealing_key_id: rolledBox.keyId, key_ids: [rolledBox.keyId, oldBox.keyId], seen_seconds_ago: 0 },
    ]);
    expect(lackingKey(await liveKeyHolders(database.db), rolledBox.keyId).map((h) => h.process_id)).toEqual(['host:1:aa']);
    await first.stop();
    await second.stop();
    expect(await liveKeyHolders(database.db)).toEqual([]);
  });

  it('forget a process silent for longer than the stale time (killed without removing its row)', async () => {
    await database.db('process_heartbeats').insert({
      process_id: 'host:3:cc',
      sealing_key_id: oldBox.keyId,
      key_ids: [oldBox.keyId],
      seen_at: database.db.raw(`now() - make_interval(secs => ?)`, [KEY_HOLDER_STALE_SECONDS + 1]),
    });
    expect(await liveKeyHolders(database.db)).toEqual([]);
    expect(await database.db('process_heartbeats').count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});

describe('a reseal under a new key', () => {
  it('is refused while a running process cannot open the new key, naming it', () => {
    const refusal = rotationRefusal([holder('old:1', oldBox.keyId, [oldBox.keyId])], rolledBox.keyId);
    expect(refusal).toContain(`cannot open secrets sealed under key ${rolledBox.keyId}: old:1`);
    expect(refusal).toContain('KONTOR_SECRET_KEY_PREVIOUS');
  });

  it('is refused while a process holding it still seals with the old key (its new secrets would be under the old key)', () => {
    const refusal = rotationRefusal([holder('first-round:1', oldBox.keyId, [oldBox.keyId, rolledBox.keyId])], rolledBox.keyId);
    expect(refusal).toContain('still seal new secrets under another key: first-round:1');
    expect(refusal).not.toContain('cannot open');
  });

  it('goes ahead when every running process seals with the new key, or none runs', () => {
    expect(rotationRefusal([holder('new:1', rolledBox.keyId, [rolledBox.keyId, oldBox.keyId])], rolledBox.keyId)).toBeNull();
    expect(rotationRefusal([], rolledBox.keyId)).toBeNull();
  });
});
