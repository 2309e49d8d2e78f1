/** The name read out of the syntax a tool call passes it in; anything else is left as said. */
import { describe, expect, it } from 'vitest';
import { nameBeforeTail } from './tail.js';
import { besideRead } from '../resolve/readings.js';
import { quotedInside, unwrapSaid } from './wrapped.js';

describe('a name inside a tool call', () => {
  it.each([
    ['{"customer_name":"Zielona Energia S.A."}', 'Zielona Energia S.A.', 'the JSON member "customer_name"'],
    ['{"client":{"name":"Beta Media s.r.o."},"amount":200}', 'Beta Media s.r.o.', 'the JSON member "client.name"'],
    ['{"companyName":"Beta Media"}', 'Beta Media', 'the JSON member "companyName"'],
    ['"Beta Media"', 'Beta Media', null],
    ['"\\"Beta Media\\""', 'Beta Media', null],
    ['create_invoice(client="Hotel 2000 s.r.o.")', 'Hotel 2000 s.r.o.', 'the argument "client" of create_invoice()'],
    ["find_client('Studio 54', limit=3)", 'Studio 54', 'the argument of find_client()'],
    ['invoices.create(amount=200, customer: "Beta Media")', 'Beta Media', 'the argument "customer" of invoices.create()'],
    ['client: Beta Media; amount: 200', 'Beta Media', 'the pair "client"'],
    ['amount=200, kunde=Müller Maschinenbau GmbH', 'Müller Maschinenbau GmbH', 'the pair "kunde"'],
    ['Kunde: Müller GmbH', 'Müller GmbH', 'the pair "Kunde"'],
    ['Recipient: **Beta Media s.r.o.**', 'Beta Media s.r.o.', 'the pair "Recipient"'],
    ["{'client': 'Beta Media s.r.o.'}", 'Beta Media s.r.o.', 'the JSON member "client"'],
    ['Beta Media s.r.o. (ID 4411)', 'Beta Media s.r.o.', 'beside the note "(ID 4411)", set aside'],
    ['**Beta Media**', 'Beta Media', null],
    ['`Beta Media`.', 'Beta Media', null],
    ['„Kratochvíl Stavby“', 'Kratochvíl Stavby', null],
    ['«Schröder Logistik»', 'Schröder Logistik', null],
  ])('reads %j as %j', (said, text, from) => {
    expect(unwrapSaid(said, 'client')).toMatchObject({ text, from });
  });

  it.each([
    ['{"name": "Quellbrunn Fassklopferei", "city": "Ostrach"}', { place: 'Ostrach' }],
    ['{"client": "Quellbrunn Fassklopferei", "address": {"city": "Ostrach"}}', { place: 'Ostrach' }],
    ['customer: Quellbrunn Fassklopferei; city: Ostrach', { place: 'Ostrach' }],
    ['{"name": "Quellbrunn Fassklopferei", "legal_form": "AG"}', { form: 'AG' }],
    ['find_client(name="Quellbrunn Fassklopferei", ort="Ostrach", rechtsform="KG")', { place: 'Ostrach', form: 'KG' }],
  ])('keeps the city and legal form %j gives beside the name', (said, beside) => {
    expect(unwrapSaid(said, 'client')).toMatchObject({ text: 'Quellbrunn Fassklopferei', beside });
  });

  it.each([
    ['Owner: Radomir Quell', 'Radomir Quell', 'the pair "Owner"'],
    ['Zuständig: Radomir Quell', 'Radomir Quell', 'the pair "Zuständig"'],
    ['Řešitel: Radomir Quell', 'Radomir Quell', 'the pair "Řešitel"'],
    ['Opiekun: Radomir Quell', 'Radomir Quell', 'the pair "Opiekun"'],
    ['assigned_to=Radomir Quell, due=friday', 'Radomir Quell', 'the pair "assigned_to"'],
  ])('reads the person in charge %j as %j', (said, text, from) => {
    expect(unwrapSaid(said, 'employee')).toMatchObject({ text, from });
    // A person in charge labels no client: "Owner: X" of a client is its phrase, for the phrase reader.
    expect(unwrapSaid(said, 'client')).toBeNull();
  });

  it.each([
    ['Auftraggeber: Kralsdorf Seilerei GmbH', 'Kralsdorf Seilerei GmbH', 'the pair "Auftraggeber"'],
    ['Objednatel: Kralsdorf Seilerei s.r.o.', 'Kralsdorf Seilerei s.r.o.', 'the pair "Objednatel"'],
    ['Zleceniodawca: Kralsdorf Seilerei sp. z o.o.', 'Kralsdorf Seilerei sp. z o.o.', 'the pair "Zleceniodawca"'],
  ])('reads the ordering party %j as the client %j', (said, text, from) => {
    expect(unwrapSaid(said, 'client')).toMatchObject({ text, from });
  });

  it.each([
    ['Auftraggeber lt. Bestellung: Kralsdorf Seilerei GmbH', 'Kralsdorf Seilerei GmbH', 'the label "Auftraggeber lt. Bestellung"'],
    ['Client (billing): Kralsdorf Seilerei Ltd', 'Kralsdorf Seilerei Ltd', 'the label "Client (billing)"'],
    ['Odběratel dle smlouvy: Kralsdorf Seilerei s.r.o.', 'Kralsdorf Seilerei s.r.o.', 'the label "Odběratel dle smlouvy"'],
    ['Kunde gem. Auftrag Nr. 4711: Kralsdorf Seilerei GmbH', 'Kralsdorf Seilerei GmbH', 'the label "Kunde gem. Auftrag Nr. 4711"'],
    ['Nabywca wg faktury: Kralsdorf Seilerei sp. z o.o.', 'Kralsdorf Seilerei sp. z o.o.', 'the label "Nabywca wg faktury"'],
  ])('reads a label with a qualifier %j as the client %j', (said, text, from) => {
    expect(unwrapSaid(said, 'client')).toMatchObject({ text, from });
  });

  it('reads a qualified label of a person in charge, and no qualifier without a colon', () => {
    expect(unwrapSaid('Zuständig laut Plan: Radomir Quell', 'employee')).toMatchObject({ text: 'Radomir Quell' });
    expect(unwrapSaid('Kunde gem. Auftrag = Kralsdorf', 'client')).toBeNull();
    expect(unwrapSaid('Kunde Kralsdorf: Seilerei', 'client')).toBeNull();
  });

  it.each([
    ['Beta Media s.r.o. (ID 4411)', 4411],
    ['{"client": "Beta Media", "client_id": 17}', 17],
    ['{"customerId": "17", "customer": "Beta Media"}', 17],
    ['{"client": "Beta Media", "invoice_id": 17}', undefined],
    ['{"client": "Beta Media", "id": -3}', undefined],
  ])('keeps the id %j gives beside the name', (said, id) => {
    expect(unwrapSaid(said, 'client')?.id).toBe(id);
  });

  it.each([
    'Kratochvíl Stavby (Brno)',
    'Kratochvíl (Brno)',
    'Novák, Jan',
    'Re: Beta Media',
    'Studio 54 (Brno)',
    'Hotel „Zlatá Hvězda“ s.r.o.',
    "Don't Panic Ltd",
    'Studio 10:30',
    '{not json',
    '{"amount":200,"currency":"EUR"}',
    'f(x)',
  ])('leaves %j as said', (said) => {
    expect(unwrapSaid(said, 'client')).toBeNull();
  });

  it.each([
    ['neu anlegen: „Kratochvíl Stavby“ heute', 'Kratochvíl Stavby'],
    ['envoyer à « Beta Media » svp', 'Beta Media'],
    ["invoice 'Beta Media' for the website", 'Beta Media'],
    ['bill **Beta Media** today', 'Beta Media'],
  ])('finds the one span %j quotes', (said, span) => {
    expect(quotedInside(said)).toBe(span);
  });

  it.each([["Don't Panic Ltd"], ['"Beta" and "Media"'], ['Beta Media']])('%j quotes no one span', (said) => {
    expect(quotedInside(said)).toBeNull();
  });

  it.each([
    ['{"data": {"client": "Quorvel Grouting s.r.o."}}', 'Quorvel Grouting s.r.o.', 'the JSON member "data.client"'],
    [
      '{"params": {"arguments": {"kunde": "Quorvel Zwirbelbau GmbH"}}}',
      'Quorvel Zwirbelbau GmbH',
      'the JSON member "params.arguments.kunde"',
    ],
    [
      '{"data": {"customer": {"name": "Quorvel Grouting Ltd", "city": "Lindmoor"}}}',
      'Quorvel Grouting Ltd',
      'the JSON member "data.customer.name"',
    ],
    ['{"invoice": {"klient": "Quorvel Omitky", "amount": 300}}', 'Quorvel Omitky', 'the JSON member "invoice.klient"'],
    ['[{"client": "Quorvel Grouting"}, {"client": "Quorvel Grouting"}]', 'Quorvel Grouting', 'the JSON member "0.client"'],
    ['{"data": {"name": "Quorvel Grouting"}}', 'Quorvel Grouting', 'the JSON member "data.name"'],
    ['{"data": {"clients": ["Quorvel Grouting"]}}', 'Quorvel Grouting', 'the JSON member "data.clients.0"'],
  ])('reads the name nested in %j', (said, text, from) => {
    expect(unwrapSaid(said, 'client')).toMatchObject({ text, from });
  });

  it.each([
    // Two names nested: which one is meant is not the reader's to guess.
    '{"data": [{"client": "Quorvel Grouting"}, {"client": "Brannock Thatchery"}]}',
    '{"data": {"client": "Quorvel Grouting", "supplier": {"customer": "Brannock Thatchery"}}}',
    // A name under a key naming something else (a product, a city) names no client.
    '{"data": {"product": {"name": "Roof tiles"}, "amount": 20}}',
    '{"order": {"item": {"name": "Spigot"}}}',
  ])('reads no name of %j', (said) => {
    expect(unwrapSaid(said, 'client')).toBeNull();
  });

  it('keeps the id given beside a nested name', () => {
    expect(unwrapSaid('{"data": {"client": "Quorvel Grouting", "client_id": 23}}', 'client')?.id).toBe(23);
    expect(unwrapSaid('{"data": {"assignee": {"name": "Ilvo Brannock"}}, "client": "Quorvel Grouting"}', 'employee')?.text).toBe(
      'Ilvo Brannock',
    );
  });

  it('reads the key that names an employee for employees', () => {
    expect(unwrapSaid('log_time(employee="Jan Novák", minutes=30)', 'employee')?.text).toBe('Jan Novák');
    expect(unwrapSaid('{"assignee":"Jan Novák","client":"Beta Media"}', 'employee')?.text).toBe('Jan Novák');
  });
});

describe('the words about the work after a name', () => {
  it.each([
    ['bill Beta Media s.r.o. for the March work', 'bill Beta Media s.r.o.', 'for the March work'],
    ['Zielona Energia S.A. please', 'Zielona Energia S.A.', 'please'],
    ['Beta Media for the website', 'Beta Media', 'for the website'],
    ['Schröder Logistik wegen der Lieferung', 'Schröder Logistik', 'wegen der Lieferung'],
    ['Kratochvíl Stavby ohledně střechy', 'Kratochvíl Stavby', 'ohledně střechy'],
  ])('reads %j as %j and %j', (said, name, tail) => {
    expect(nameBeforeTail(said)).toEqual({ name, tail });
  });

  it.each([
    'Beta Media s.r.o.',
    'Novák Stavby s.r.o. a Dvořák s.r.o.',
    'Beta Media for Zielona Energia S.A.',
    'invoice for Beta Media',
    'Beta Media for',
    // A place after the form says where the client is: never cut off, so a place it is not in still counts.
    'Huber Bau KG aus Mirnbach',
    'Beta Media s.r.o. z Ostravy',
  ])('leaves %j whole', (said) => {
    expect(nameBeforeTail(said)).toBeNull();
  });
});

describe('a city or legal form beside the name', () => {
  it('reads the city as said after the name, and a form after a name without one', () => {
    expect(besideRead(unwrapSaid('{"name": "Quellbrunn Fassklopferei", "city": "Ostrach"}', 'client')!)).toBe(
      'Quellbrunn Fassklopferei (Ostrach)',
    );
    expect(besideRead(unwrapSaid('{"name": "Quellbrunn Fassklopferei", "legal_form": "AG"}', 'client')!)).toBe(
      'Quellbrunn Fassklopferei AG',
    );
    expect(besideRead(unwrapSaid('{"name": "Quellbrunn Fassklopferei GmbH", "legal_form": "Ltd"}', 'client')!)).toBe(
      'Quellbrunn Fassklopferei GmbH',
    );
  });

  it("reads nothing when the form beside is of another kind than the name's own", () => {
    expect(besideRead(unwrapSaid('{"name": "Quellbrunn Fassklopferei GmbH", "legal_form": "AG"}', 'client')!)).toBeNull();
  });
});
