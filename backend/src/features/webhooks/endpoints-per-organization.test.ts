/**
 * An organization has at most `webhooksPerOrganization` endpoints: fan-out
 * matches each event against every endpoint of its organization, one
 * organization's events after another's.
 */
import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { MAX_FILTER_TERMS_PER_ORGANIZATION } from './filter.js';

const { kontor } = useKontor({ webhooksPerOrganization: 3 });

const create = (api: { post: (path: string, body: unknown) => Promise<{ status: number; body: any }> }, n: number) =>
  api.post('/api/automation/webhooks/', { url: `https://example.com/hook/${n}`, events: ['TASK_COMPLETED'] });

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

  it(`holds the conditions and listed values of all its filters to ${MAX_FILTER_TERMS_PER_ORGANIZATION}, on creation and on change`, async () => {
    const org = await kontor.createOrganization();
    const values = Array.from({ length: 100 }, (_, n) => n);
    const full = Object.fromEntries(
      Array.from({ length: MAX_FILTER_TERMS_PER_ORGANIZATION / 100 }, (_, n) => [`data.f${n}`, { in: values }]),
    );
    const first = await org.api.post('/api/automation/webhooks/', {
      url: 'https://example.com/a',
      events: ['TASK_COMPLETED'],
      filter: full,
    });
    expect(first.status).toBe(201);
    const one = { type: { eq: 'PING' } };
    const refused = await org.api.post('/api/automation/webhooks/', {
      url: 'https://example.com/b',
      events: ['TASK_COMPLETED'],
      filter: one,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: 'filter', message: expect.stringContaining(`${MAX_FILTER_TERMS_PER_ORGANIZATION + 1}`) },
    ]);
    const plain = await org.api.post('/api/automation/webhooks/', { url: 'https://example.com/b', events: ['TASK_COMPLETED'] });
    expect(plain.status).toBe(201);
    expect((await org.api.patch(`/api/automation/webhooks/${plain.body.id}/`, { filter: one })).status).toBe(422);
    // Changing the filter that holds the rest counts it once, as changed; another organization counts its own.
    expect((await org.api.patch(`/api/automation/webhooks/${first.body.id}/`, { filter: one })).status).toBe(200);
    expect((await org.api.patch(`/api/automation/webhooks/${plain.body.id}/`, { filter: one })).status).toBe(200);
    const other = await kontor.createOrganization();
    expect(
      (await other.api.post('/api/automation/webhooks/', { url: 'https://example.com/c', events: ['TASK_COMPLETED'], filter: full }))
        .status,
    ).toBe(201);

    // Over the limit from before it: each filter can still be shortened, one by one, but none grow.
    await kontor
      .db('webhooks')
      .where({ id: plain.body.id })
      .update({ filter: JSON.stringify(full) });
    const shorter = Object.fromEntries(Object.entries(full).slice(0, 5));
    expect((await org.api.patch(`/api/automation/webhooks/${plain.body.id}/`, { filter: shorter })).status).toBe(200);
    expect((await org.api.patch(`/api/automation/webhooks/${plain.body.id}/`, { filter: full })).status).toBe(422);
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
