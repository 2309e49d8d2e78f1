/**
 * A phrase with a whole word in Cyrillic or Greek letters that look Latin, beside Latin words ("АВС" for "ABC"): read
 * by its other words it found the one record holding them, a match on what was not read. Asked back, naming the word.
 * Invented names.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { org } = useKontor();
const CYRILLIC_ABC = '\u0410\u0412\u0421';

beforeAll(async () => {
  await org.api.post('/api/v1/clients/', { name: 'ABC Quorvel Stavby s.r.o.', currency: 'CZK' });
  await org.api.post('/api/v1/employees/', { name: 'Ottmar Bexley' });
});

describe('a smart phrase with a word that only looks Latin', () => {
  it('is asked back naming the field and the word, for a client and an employee', async () => {
    const invoice = await org.api.post('/api/automation/smart/invoice/', {
      client: `${CYRILLIC_ABC} Quorvel Stavby`,
      description: 'Work',
      amount: '100',
      dry_run: true,
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(422);
    expect(invoice.body.errors).toEqual([
      expect.objectContaining({ field: 'client', message: expect.stringContaining(`"${CYRILLIC_ABC}"`) }),
    ]);
    // ВЕХ is written B, E, X to the eye: "Ottmar BEX" said with a Cyrillic word.
    const time = await org.api.post('/api/automation/smart/time/', {
      employee: 'Ottmar \u0412\u0415\u0425',
      duration: '1h',
      dry_run: true,
    });
    expect(time.status, JSON.stringify(time.body)).toBe(422);
    expect(time.body.errors).toEqual([expect.objectContaining({ field: 'employee' })]);
  });

  it('still finds the record said in Latin letters', async () => {
    const invoice = await org.api.post('/api/automation/smart/invoice/', {
      client: 'ABC Quorvel Stavby',
      description: 'Work',
      amount: '100',
      dry_run: true,
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
  });
});
