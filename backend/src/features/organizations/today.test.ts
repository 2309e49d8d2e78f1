/**
 * An organization's today is the date in its time zone: at 17:14 in Los Angeles on 22 November, UTC is already
 * the 23rd. Dates left out, and invoices going overdue, follow the organization's day.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { holdWakeTime, overdueTriggerStart } from '../dunning/rules.js';
import { markOverdueInvoices } from '../invoices/overdue.js';
import { startOfDayIn } from './settings.js';
import { useKontor } from '../../dev/test-support/fixture.js';
import { makeClient, makeInvoice } from '../../dev/test-support/factories.js';
import type { TestOrganization } from '../../dev/test-support/kontor.js';

const { kontor, org: losAngeles } = useKontor();
let london: TestOrganization;

beforeAll(async () => {
  expect((await losAngeles.api.patch('/api/v1/organization/', { time_zone: 'America/Los_Angeles' })).status).toBe(200);
  london = await kontor.createOrganization();
  expect((await london.api.patch('/api/v1/organization/', { time_zone: 'Europe/London' })).status).toBe(200);
});

/** A sent invoice due on `due`. */
async function sentInvoice(org: TestOrganization, due: string) {
  const client = await makeClient(org.api);
  return makeInvoice(org.api, client.id, { issue_date: '2026-11-01', due_date: due, status: 'sent' });
}

describe("an organization's today", () => {
  it('is the date a new invoice is issued and a time entry booked on when they leave it out', async () => {
    kontor.clock.set('2026-11-23T01:14:00Z');
    const client = await makeClient(losAngeles.api);
    expect((await makeInvoice(losAngeles.api, client.id)).issue_date).toBe('2026-11-22');
    const employee = (await losAngeles.api.post('/api/v1/employees/', { name: 'Evening Worker' })).body;
    const entry = await losAngeles.api.post('/api/v1/time-entries/', { employee_id: employee.id, minutes: 60 });
    expect(entry.body.date).toBe('2026-11-22');
    // The same moment is the 23rd in London.
    const londonClient = await makeClient(london.api);
    expect((await makeInvoice(london.api, londonClient.id)).issue_date).toBe('2026-11-23');
  });

  it("marks invoices overdue once their due date has passed in their organization's time zone", async () => {
    kontor.clock.set('2026-11-23T01:14:00Z');
    const inLosAngeles = await sentInvoice(losAngeles, '2026-11-22');
    const inLondon = await sentInvoice(london, '2026-11-22');
    await markOverdueInvoices(kontor.db, kontor.clock);
    // Still the due date in Los Angeles; the day after in London.
    expect((await losAngeles.api.get(`/api/v1/invoices/${inLosAngeles.id}/`)).body.status).toBe('sent');
    expect((await london.api.get(`/api/v1/invoices/${inLondon.id}/`)).body.status).toBe('overdue');
    kontor.clock.set('2026-11-23T08:01:00Z');
    await markOverdueInvoices(kontor.db, kontor.clock);
    expect((await losAngeles.api.get(`/api/v1/invoices/${inLosAngeles.id}/`)).body.status).toBe('overdue');
  });
});

describe("an organization's day, as an instant", () => {
  it('begins at local midnight, across clock changes', () => {
    expect(startOfDayIn('America/Los_Angeles', '2026-11-30').toISOString()).toBe('2026-11-30T08:00:00.000Z');
    expect(startOfDayIn('Europe/Prague', '2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // The day clocks go back in Los Angeles (1 November 2026) begins at UTC-7; the next at UTC-8.
    expect(startOfDayIn('America/Los_Angeles', '2026-11-01').toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(startOfDayIn('America/Los_Angeles', '2026-11-02').toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(startOfDayIn('UTC', '2026-11-30').toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it('wakes a held run when its hold ends there, and starts an overdue trigger the day after the due date there', () => {
    const hold = { source: 'invoice', reason: 'disputed', ends: '2026-11-30' } as Parameters<typeof holdWakeTime>[0];
    const now = new Date('2026-11-29T12:00:00Z');
    expect(holdWakeTime(hold, now, 'America/Los_Angeles').toISOString()).toBe('2026-11-30T08:00:00.000Z');
    const before = new Date('2026-11-20T00:00:00Z');
    expect(overdueTriggerStart('2026-11-22', 3, before, 'America/Los_Angeles').toISOString()).toBe('2026-11-26T08:00:00.000Z');
  });
});
