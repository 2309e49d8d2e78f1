import { describe, expect, it } from 'vitest';
import { knownFieldLike, knownFieldNames } from './known-field.js';

describe('the known field an unknown one was likely meant as', () => {
  const invoice = ['client_id', 'issue_date', 'due_date', 'items', 'currency'];
  it.each([
    ['client', 'client_id'],
    ['clientId', 'client_id'],
    ['client-id', 'client_id'],
    ['ClientID', 'client_id'],
    ['dueDate', 'due_date'],
    ['Issue_Date', 'issue_date'],
  ])('offers %j as %j', (unknown, known) => expect(knownFieldLike(unknown, invoice)).toBe(known));

  it('offers nothing for another word, or when two known fields fit', () => {
    expect(knownFieldLike('colour', invoice)).toBeNull();
    expect(knownFieldLike('due', invoice)).toBeNull();
    expect(knownFieldLike('id', invoice)).toBeNull();
    // A word ending in "id" is no reference: "paid" is not "pa" with an id.
    expect(knownFieldLike('pa', ['paid'])).toBeNull();
    expect(knownFieldLike('client', ['client_id', 'client_ids'])).toBeNull();
    expect(knownFieldLike('client_id', ['client'])).toBe('client');
  });
});

describe('the names offered', () => {
  it("are an object's fields and its objects' fields by dotted name, one level deep", () => {
    const schema = {
      properties: {
        name: { type: 'string' },
        address: { type: 'object', properties: { city: {}, line: { type: 'object', properties: { deeper: {} } } } },
        items: { type: 'array', items: { type: 'object', properties: { quantity: {} } } },
      },
    };
    expect(knownFieldNames(schema)).toEqual(['name', 'address', 'address.city', 'address.line', 'items']);
    expect(knownFieldNames(undefined)).toEqual([]);
  });
});
