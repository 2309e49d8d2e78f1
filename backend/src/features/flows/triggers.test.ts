/**
 * The fan-out queues a flow job for an event only when an active flow of its organization has a trigger on that
 * event's type: the events no flow starts on take no turn in the organization's flow queue, which runs one job at a
 * time. Jobs counted in the queue itself, with no worker taking them.
 */
import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { fanOutWith } from '../../platform/events/dispatch/fan-out.js';
import { flowTriggers } from './triggers.js';

const { kontor, org } = useKontor();
const fanOut = fanOutWith([flowTriggers]);

const node = (id: string, type: string, params: object = {}) => ({ id, type, params, position: { x: 0, y: 0 } });
const flow = (name: string, trigger: string, isActive = true) => ({
  name,
  mode: 'automation',
  is_active: isActive,
  graph: {
    nodes: [node('t', trigger), node('task', 'create_task', { title: 'Look at it' })],
    connections: [{ from: 't', to: 'task', output: 'main' }],
  },
});

/** Fans out every event waiting, and answers the types of the events a flow job was queued for. */
async function queuedFor(): Promise<string[]> {
  while ((await fanOut(kontor.db, 500)).events > 0);
  const { rows } = await kontor.db.raw<{ rows: Array<{ type: string }> }>(
    `SELECT e.type FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
       JOIN events e ON e.id = (j.payload ->> 'event_id')::bigint
      WHERE t.identifier = 'start_flow_runs' AND e.organization_id = ? ORDER BY e.id`,
    [org.id],
  );
  await kontor.db.raw(`DELETE FROM graphile_worker._private_jobs`);
  return rows.map((row) => row.type);
}

describe('flow jobs of the fan-out', () => {
  it('are queued for the events an active flow starts on, and for no other', async () => {
    expect((await org.api.post('/api/automation/flows/', flow('On new invoices', 'trigger.invoice_created'))).status).toBe(201);
    expect((await org.api.post('/api/automation/flows/', flow('Switched off', 'trigger.client_created', false))).status).toBe(201);
    await queuedFor();

    const client = await org.api.post('/api/v1/clients/', { name: 'Pellwick Joinery', currency: 'EUR' });
    const invoice = await org.api.post('/api/v1/invoices/', {
      client_id: client.body.id,
      items: [{ description: 'Shelves', quantity: '2', unit: 'pcs', unit_price: '40.00' }],
    });
    expect(invoice.status).toBe(201);
    await org.api.patch(`/api/v1/invoices/${invoice.body.id}/`, { status: 'sent' });
    expect(await queuedFor()).toEqual(['INVOICE_CREATED']);

    // A trigger on another type, once active, has its events queued too.
    const switched = await kontor.db('flows').where({ organization_id: org.id, name: 'Switched off' }).update({ is_active: true });
    expect(switched).toBe(1);
    await org.api.post('/api/v1/clients/', { name: 'Pellwick Joinery Two', currency: 'EUR' });
    expect(await queuedFor()).toEqual(['CLIENT_CREATED']);
  });
});
