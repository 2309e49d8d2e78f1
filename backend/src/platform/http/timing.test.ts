/** The benchmark's Server-Timing header: on only when asked for, and each phase of a request in it. */
import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { startTestKontor } from '../../dev/test-support/kontor.js';

const { kontor, org } = useKontor({ serverTiming: true });

const phasesOf = (header: string | null) =>
  new Map(
    (header ?? '')
      .split(', ')
      .map((part) => part.split(';dur=') as [string, string])
      .map(([phase, ms]) => [phase, Number(ms)]),
  );

describe('Server-Timing', () => {
  it('names each phase of a write, none longer than the whole', async () => {
    const answer = await org.api.post('/api/v1/clients/', { name: 'Timed' });
    expect(answer.status).toBe(201);
    expect(answer.body.name).toBe('Timed');
    const phases = phasesOf(answer.headers.get('server-timing'));
    // The audit middleware serialises the answer (once, for the client and its entry), so it counts under `audit`.
    expect([...phases.keys()].sort()).toEqual(['audit', 'auth', 'body', 'handler', 'limit', 'sql', 'total', 'turn', 'validate']);
    const total = phases.get('total')!;
    for (const [phase, ms] of phases) if (phase !== 'total') expect(ms, phase).toBeLessThanOrEqual(total);
    expect(phases.get('sql')!).toBeGreaterThan(0);
  });

  it('is not sent by a Kontor not asked for it', async () => {
    const plain = await startTestKontor({ databaseUrl: kontor.databaseUrl });
    try {
      const answer = await plain.client(`Bearer ${org.apiKey}`).get('/api/v1/clients/');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('server-timing')).toBeNull();
    } finally {
      await plain.stop();
    }
  });
});
