/**
 * What an n8n user (or an AI agent using the node as a tool) sees when Kontor refuses, when a field is left
 * empty, and when Kontor cannot be reached. The stand-in context throws what n8n-core throws (see context.ts).
 */
import nock from 'nock';
import { type IDataObject, NodeApiError, NodeOperationError } from 'n8n-workflow';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Kontor } from '../../n8n-nodes/nodes/Kontor/Kontor.node';
import { BASE_URL, NODE, authenticatedRequest, executeContext } from './context';

const node = new Kontor();
const run = (params: Record<string, unknown>, options?: { continueOnFail?: boolean }) =>
  node.execute.call(executeContext(params as IDataObject, options));
const failure = (params: Record<string, unknown>) =>
  run(params).then(
    () => {
      throw new Error('expected the node to fail');
    },
    (error: unknown) => error as NodeApiError & NodeOperationError,
  );

const AMBIGUOUS = {
  type: 'about:blank',
  title: 'Unprocessable Entity',
  status: 422,
  code: 'ambiguous_match',
  detail: 'Several clients could be "Novak Stavby": "Novák Stavby s.r.o.", "Novák Stavby a.s.". Say which, by id or a fuller name.',
  field: 'client',
  candidates: [
    { id: 1, name: 'Novák Stavby s.r.o.', score: 0.93, city: 'Brno' },
    { id: 2, name: 'Novák Stavby a.s.', score: 0.91, city: 'Praha', registration_no: '27074358' },
  ],
};
const AMBIGUOUS_VALUE = {
  status: 422,
  code: 'validation_error',
  title: 'Unprocessable Entity',
  detail: 'Some fields could not be read.',
  errors: [
    {
      field: 'unit_price',
      code: 'ambiguous_value',
      message: '"1,500" reads two ways',
      readings: [
        { value: '1500', how: '1500 ("," grouping thousands)' },
        { value: '1.5', how: '1.5 ("," as the decimal separator)' },
      ],
    },
  ],
};
const smartInvoice = {
  resource: 'invoice',
  operation: 'createFromText',
  client: 'Novak Stavby',
  description: 'Consulting',
  amount: '1500',
};

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  expect(nock.isDone(), `pending mocks: ${nock.pendingMocks().join(', ')}`).toBe(true);
  nock.cleanAll();
});

describe('the stand-in context fails as n8n does', () => {
  it("hides Kontor's answer behind n8n's generic text when the helper is left to throw (the reason the node asks for the whole answer)", async () => {
    nock(BASE_URL).post('/api/automation/smart/invoice/').reply(422, AMBIGUOUS);
    const error = (await authenticatedRequest(NODE, {
      method: 'POST',
      url: `${BASE_URL}/api/automation/smart/invoice/`,
      body: {},
      json: true,
    }).catch((caught: unknown) => caught)) as NodeApiError;
    expect(error).toBeInstanceOf(NodeApiError);
    expect(error.message).toBe('Your request is invalid or could not be processed by the service');
    expect(error.description).toBe('Request failed with status code 422');
    expect(error.context.data).toMatchObject({ code: 'ambiguous_match' });
    // And wrapping it again changes nothing: the constructor hands the same error back.
    expect(new NodeApiError(NODE, error as never, { message: 'other', description: 'other' })).toBe(error);
  });
});

describe('Kontor refuses', () => {
  it("shows Kontor's detail as the message, and the candidates with what tells them apart below it", async () => {
    nock(BASE_URL).post('/api/automation/smart/invoice/').reply(422, AMBIGUOUS, { 'content-type': 'application/problem+json' });
    const error = await failure(smartInvoice);
    expect(error).toBeInstanceOf(NodeApiError);
    expect(error.message).toBe(AMBIGUOUS.detail);
    expect(error.httpCode).toBe('422');
    expect(error.description).toBe(
      [
        'Candidates for client (Client) (give one by its id or a fuller name):',
        '- Novák Stavby s.r.o. (id 1; city: Brno, score 0.93)',
        '- Novák Stavby a.s. (id 2; city: Praha, registration no: 27074358, score 0.91)',
      ].join('\n'),
    );
    expect(error.context.itemIndex).toBe(0);
  });

  it('lists the nearest records of a no_match', async () => {
    nock(BASE_URL)
      .post('/api/automation/smart/time/')
      .reply(422, {
        status: 422,
        code: 'no_match',
        title: 'Unprocessable Entity',
        detail: 'No employee matches "Jonas".',
        field: 'employee',
        suggestions: [{ id: 4, name: 'Jana Nováková', score: 0.41 }],
      });
    const error = await failure({ resource: 'timeEntry', operation: 'logFromText', employee: 'Jonas', duration: '1h' });
    expect(error.message).toBe('No employee matches "Jonas".');
    expect(error.description).toBe('Nearest for employee (Employee):\n- Jana Nováková (id 4; score 0.41)');
  });

  it('names each invalid field with the n8n field it came from, and the readings of an ambiguous value', async () => {
    nock(BASE_URL).post('/api/automation/smart/invoice/').reply(422, AMBIGUOUS_VALUE);
    const error = await failure({ ...smartInvoice, unit_price: '1,500', amount: '' });
    expect(error.message).toBe('Some fields could not be read.');
    expect(error.description).toBe(
      [
        'unit_price (Unit Price): "1,500" reads two ways',
        '  Send one of:',
        '  - "1500" means 1500 ("," grouping thousands)',
        '  - "1.5" means 1.5 ("," as the decimal separator)',
      ].join('\n'),
    );
  });

  it('says which picker points at a record that is gone', async () => {
    nock(BASE_URL)
      .post('/api/v1/invoices/')
      .reply(422, {
        status: 422,
        code: 'validation_error',
        title: 'Unprocessable Entity',
        detail: 'The body is not valid.',
        errors: [{ field: 'client_id', message: 'no client with id 99' }],
      });
    const error = await failure({
      resource: 'invoice',
      operation: 'create',
      client_id: { __rl: true, mode: 'id', value: '99' },
      items: { item: [{ description: 'x', unit_price: '1' }] },
    });
    expect(error.description).toBe('client_id (Client): no client with id 99');
  });

  it('keeps everything in the item under Continue On Fail, for the next node or an AI agent', async () => {
    nock(BASE_URL).post('/api/automation/smart/invoice/').reply(422, AMBIGUOUS);
    const [items] = await run(smartInvoice, { continueOnFail: true });
    expect(items).toEqual([
      {
        json: {
          error: AMBIGUOUS.detail,
          description: expect.stringContaining('- Novák Stavby s.r.o. (id 1; city: Brno, score 0.93)'),
          httpCode: '422',
          code: 'ambiguous_match',
          field: 'client',
          candidates: AMBIGUOUS.candidates,
        },
        pairedItem: { item: 0 },
      },
    ]);
  });

  it('keeps field errors and readings under Continue On Fail too', async () => {
    nock(BASE_URL).post('/api/automation/smart/invoice/').reply(422, AMBIGUOUS_VALUE);
    const [items] = await run({ ...smartInvoice, unit_price: '1,500' }, { continueOnFail: true });
    expect(items![0]!.json).toMatchObject({
      error: 'Some fields could not be read.',
      code: 'validation_error',
      errors: AMBIGUOUS_VALUE.errors,
    });
  });

  it('names the status and the address when the answer is no problem document (a proxy, say)', async () => {
    nock(BASE_URL).get('/api/v1/clients/5/').reply(502, '<html>Bad Gateway</html>', { 'content-type': 'text/html' });
    const error = await failure({ resource: 'client', operation: 'get', id: '5' });
    expect(error.message).toBe('Kontor answered 502 to GET http://kontor.test/api/v1/clients/5/: <html>Bad Gateway</html>');
  });

  it('shows the detail of a not_found', async () => {
    nock(BASE_URL)
      .get('/api/v1/invoices/404/')
      .reply(404, { status: 404, code: 'not_found', title: 'Not Found', detail: 'No invoice with id 404.' });
    const error = await failure({ resource: 'invoice', operation: 'get', id: '404' });
    expect([error.message, error.httpCode, error.description]).toEqual(['No invoice with id 404.', '404', null]);
  });
});

describe('bad input is refused before any call, naming the field', () => {
  it('a required field left empty (or an expression that resolved to nothing)', async () => {
    const error = await failure({ resource: 'invoice', operation: 'createFromText', client: '  ', description: 'x' });
    expect(error).toBeInstanceOf(NodeOperationError);
    expect(error.message).toBe('The field "Client" is empty');
  });

  it('a record picker left empty', async () => {
    const error = await failure({
      resource: 'timeEntry',
      operation: 'create',
      employee_id: { __rl: true, mode: 'list', value: '' },
      minutes: 30,
    });
    expect(error.message).toBe('The field "Employee" is empty');
  });

  it('a record picker holding no ID', async () => {
    const error = await failure({
      resource: 'task',
      operation: 'update',
      id: '3',
      updateFields: { assignee_id: { __rl: true, mode: 'url', value: 'https://kontor.example.com/api/v1/employees/jana/' } },
    });
    expect(error.message).toBe('Assignee holds "https://kontor.example.com/api/v1/employees/jana/", which is no Kontor record');
  });

  it('a one-line invoice without a description, and no lines', async () => {
    const error = await failure({ resource: 'invoice', operation: 'createFromText', client: 'Novak', description: '' });
    expect(error.message).toBe('The field "Description" is empty');
  });

  it('an update with nothing to change', async () => {
    const error = await failure({ resource: 'client', operation: 'update', id: '5', updateFields: { phone: '' } });
    expect(error.message).toBe('Update Fields is empty: add the fields to change');
  });

  it('a flow context that is not JSON', async () => {
    const error = await failure({ resource: 'flow', operation: 'run', flow: { __rl: true, mode: 'id', value: '3' }, context: '{invoice' });
    expect(error.message).toBe('The field "Context" is not valid JSON');
  });
});

describe('Kontor cannot be reached', () => {
  it('names the address and the reason', async () => {
    nock(BASE_URL)
      .get('/api/v1/clients/')
      .query(true)
      .replyWithError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.9:80' });
    const error = await failure({ resource: 'client', operation: 'getAll', returnAll: true, filters: {} });
    expect(error).toBeInstanceOf(NodeOperationError);
    expect(error.message).toBe('Kontor at http://kontor.test cannot be reached');
    expect(error.description).toContain('GET http://kontor.test/api/v1/clients/ failed: connect ECONNREFUSED 10.0.0.9:80.');
    expect(error.description).toContain('Base URL of the Kontor API credential');
  });

  it('says so under Continue On Fail too', async () => {
    nock(BASE_URL).get('/api/v1/clients/5/').replyWithError({ code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND kontor.test' });
    const [items] = await run({ resource: 'client', operation: 'get', id: '5' }, { continueOnFail: true });
    expect(items![0]!.json).toEqual({
      error: 'Kontor at http://kontor.test cannot be reached',
      description: expect.stringContaining('getaddrinfo ENOTFOUND kontor.test'),
    });
  });
});
