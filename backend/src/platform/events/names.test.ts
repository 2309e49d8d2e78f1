/**
 * Event names live in one list (events/types.ts); the flow engine's trigger
 * blocks and the n8n trigger carry their own copies (they are packages of
 * their own, shipped apart). This test is what keeps the copies true.
 */
import { blocksOf } from '@kontor/flow-engine';
import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS } from '../../features/event-catalogue/schemas.js';
import { EVENT_TYPES, SUBSCRIBABLE } from './types.js';

/** Triggers that no recorded event starts: the worker's cron starts them (see flows/runner.ts). */
const SCHEDULED_TRIGGERS = ['INVOICE_DUE_SOON'];
/** Events that only exist to test a webhook; a flow cannot start from one. */
const WEBHOOK_ONLY = ['PING'];

const triggerEvents = (mode: 'automation' | 'debt_collection') =>
  blocksOf(mode)
    .filter((block) => block.kind === 'trigger')
    .map((block) => block.event);

describe('event names', () => {
  it('the catalogue documents every event with a data schema', () => {
    expect(Object.keys(EVENT_SCHEMAS).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it("the flow engine's automation triggers are the catalogue's events, less webhook-only ones", () => {
    expect(triggerEvents('automation').sort()).toEqual(EVENT_TYPES.filter((type) => !WEBHOOK_ONLY.includes(type)).sort());
  });

  it('the debt-collection triggers are catalogue events or scheduled ones', () => {
    for (const event of triggerEvents('debt_collection')) expect([...EVENT_TYPES, ...SCHEDULED_TRIGGERS]).toContain(event);
  });

  it('the n8n trigger offers exactly the events a webhook can subscribe to', async () => {
    // Imported by a computed path: the n8n package is CommonJS, compiled by its own tsconfig, not this one.
    const n8nEvents = new URL('../../../../n8n-nodes/nodes/KontorTrigger/events.ts', import.meta.url).pathname;
    const { EVENTS } = (await import(n8nEvents)) as { EVENTS: string[] };
    expect([...EVENTS].sort()).toEqual(SUBSCRIBABLE.filter((type) => type !== '*').sort());
  });
});
