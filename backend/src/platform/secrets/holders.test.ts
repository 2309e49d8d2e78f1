import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../dev/test-support/kontor.js';
import { secretBox } from '../lib/secret-box.js';
import {
  KEY_HOLDER_STALE_SECONDS,
  fleetKeyRefusal,
  holdKeys,
  holdKeysBesideFleet,
  lackingKey,
  liveKeyHolders,
  rotationRefusal,
  type KeyHolder,
} from './holders.js';

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

describe('a process starting beside the running ones', () => {
  // Found by the operator's trial (docs/trials/2026-11-29-operator.md): an API and a worker on one database, each with a
  // KONTOR_DATA_DIR of its own and no KONTOR_SECRET_KEY, each sealed under the key generated into its folder; the
  // worker said ready and failed every delivery of the API's webhooks with a SecretKeyError.
  const otherBox = secretBox(Buffer.alloc(32, 3));

  it('is refused while one of them seals under a key it cannot open, naming it, its own key and the setting', () => {
    const refusal = fleetKeyRefusal([holder('api:1', oldBox.keyId, [oldBox.keyId])], otherBox, 'generated into /d/secret.key');
    expect(refusal).toContain(`seal secrets under a key this process cannot open: api:1 (seals with ${oldBox.keyId}`);
    expect(refusal).toContain(`this process seals with ${otherBox.keyId} (generated into /d/secret.key)`);
    expect(refusal).toContain('Give every process the same KONTOR_SECRET_KEY (or the same KONTOR_DATA_DIR)');
  });

  it('starts beside processes whose sealing key it opens: the same key, or a rotation under way', () => {
    expect(fleetKeyRefusal([holder('api:1', oldBox.keyId, [oldBox.keyId])], oldBox, 'KONTOR_SECRET_KEY')).toBeNull();
    // Step 2 of a rolling rotation: restarted with the new key and the old one as previous, beside one not yet restarted.
    expect(fleetKeyRefusal([holder('api:1', oldBox.keyId, [oldBox.keyId])], rolledBox, 'KONTOR_SECRET_KEY')).toBeNull();
    // And one not yet restarted beside a restarted one, after step 1 (it opens the new key too).
    const stepOneBox = secretBox(oldKey, [newKey]);
    expect(fleetKeyRefusal([holder('api:2', rolledBox.keyId, rolledBox.keyIds.slice())], stepOneBox, 'KONTOR_SECRET_KEY')).toBeNull();
  });

  it('leaves no heartbeat when refused, and holds its keys when not', async () => {
    const running = holdKeys(database.db, oldBox, 'host:4:dd', silent);
    await running.started;
    await expect(holdKeysBesideFleet(database.db, otherBox, 'host:5:ee', silent, 'KONTOR_SECRET_KEY')).rejects.toThrow(
      /host:4:dd \(seals with/,
    );
    expect((await liveKeyHolders(database.db)).map((h) => h.process_id)).toEqual(['host:4:dd']);
    const beside = await holdKeysBesideFleet(database.db, rolledBox, 'host:6:ff', silent, 'KONTOR_SECRET_KEY');
    expect((await liveKeyHolders(database.db)).map((h) => h.process_id)).toEqual(['host:4:dd', 'host:6:ff']);
    await beside.stop();
    await running.stop();
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
