/**
 * An API key a person made does not outlast their standing (attacker trial, session 16). A removed owner's keys, and
 * the keys a demoted owner made beyond what a member may grant, stopped nothing: the removed owner kept reading and
 * minting `*` keys, the demoted one invited a new owner with their own key. Keys made by such a key count as the
 * person's too, so a key minted from a key does not escape. Keys from the CLI or the first start belong to nobody.
 */
import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { kontor, org } = useKontor();
let seq = 0;

/** An owner (or member) of the organization signed in with a password of their own; answers their API client and id. */
async function person(role: 'owner' | 'member') {
  const email = `keys-${role}-${++seq}-${Date.now()}@example.com`;
  const invited = await org.api.post('/api/v1/users/', { email, role });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const first = await kontor.client().post('/api/v1/auth/token/', { email, password: invited.body.password });
  const own = `${invited.body.password} chosen`;
  await kontor
    .client(`Token ${first.body.token}`)
    .post('/api/v1/auth/password/', { current_password: invited.body.password, new_password: own });
  const signedIn = await kontor.client().post('/api/v1/auth/token/', { email, password: own });
  return { id: invited.body.id as number, session: kontor.client(`Token ${signedIn.body.token}`) };
}

const keyClient = (key: string) => kontor.client(`Bearer ${key}`);

describe("a person's API keys", () => {
  it('are refused once the person is removed, and so are the keys those keys made', async () => {
    const owner = await person('owner');
    const made = await owner.session.post('/api/automation/api-keys/', { name: 'mine' });
    expect(made.status).toBe(201);
    const fromKey = await keyClient(made.body.key).post('/api/automation/api-keys/', { name: 'made by my key' });
    expect(fromKey.status).toBe(201);
    expect((await org.api.delete(`/api/v1/users/${owner.id}/`)).status).toBe(204);
    for (const key of [made.body.key, fromKey.body.key]) {
      expect((await keyClient(key).get('/api/v1/clients/')).status).toBe(401);
      expect((await keyClient(key).post('/api/automation/api-keys/', { name: 'ghost' })).status).toBe(401);
    }
    const listed = (await org.api.get('/api/automation/api-keys/?page_size=200')).body.results;
    expect(listed.find((key: { id: number }) => key.id === made.body.id).revoked_at).not.toBeNull();
  });

  it("a demoted owner's keys beyond a member's reach are refused; those within it keep working", async () => {
    const owner = await person('owner');
    const strong = await owner.session.post('/api/automation/api-keys/', { name: 'everything' });
    const weak = await owner.session.post('/api/automation/api-keys/', { name: 'books', scopes: ['clients:write'] });
    expect([strong.status, weak.status]).toEqual([201, 201]);
    expect((await org.api.patch(`/api/v1/users/${owner.id}/`, { role: 'member' })).status).toBe(200);
    expect(
      (await keyClient(strong.body.key).post('/api/v1/users/', { email: `escalate-${Date.now()}@example.com`, role: 'owner' })).status,
    ).toBe(401);
    expect((await keyClient(strong.body.key).get('/api/automation/logs/')).status).toBe(401);
    expect((await keyClient(weak.body.key).get('/api/v1/clients/')).status).toBe(200);
  });

  it('keys nobody made (the first key, the CLI) stay as they are', async () => {
    expect((await org.api.get('/api/v1/clients/')).status).toBe(200);
  });
});
