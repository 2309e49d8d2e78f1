/**
 * An organization has at most `webhooksPerOrganization` endpoints: fan-out
 * matches each event against every endpoint of its organization, one
 * organization's events after another's.
 */
import { describe, expect, it } from 'vitest';
import { useKontor } from '../test-support/fixture.js';

const { kontor } = useKontor({ webhooksPerOrganization: 3 });

const create = (api: { post: (path: string, body: unknown) => Promise<{ status: number; body: any }> }, n: number) =>
  api.post('/api/automation/webhooks/', { url: `https://example.com/hook/${n}`, events: ['PING'] });

describe('endpoints per organization', () => {
  it('refuses one more than the limit with a 422 naming the setting, and takes it again once one is deleted', async () => {
    const org = await kontor.createOrganization();
    const made = [await create(org.api, 1), await create(org.api, 2), await create(org.api, 3)];
    expect(made.map((res) => res.status)).toEqual([201, 201, 201]);
    const refused = await create(org.api, 4);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('limit_reached');
    expect(refused.body.detail).toContain('KONTOR_WEBHOOKS_PER_ORGANIZATION');
    // Another organization has its own.
    const other = await kontor.createOrganization();
    expect((await create(other.api, 1)).status).toBe(201);
    expect((await org.api.delete(`/api/automation/webhooks/${made[0]!.body.id}/`)).status).toBe(204);
    expect((await create(org.api, 5)).status).toBe(201);
  });

  it('lets no more than the limit through when they are created at the same moment', async () => {
    const org = await kontor.createOrganization();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => create(org.api, n)));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 422)).toHaveLength(5);
    const listed = await org.api.get('/api/automation/webhooks/');
    expect(listed.body.count).toBe(3);
  });
});
