/**
 * Param schemas shared by both modes' blocks. Every param has a `title` (the
 * label a form shows) and a `description` (its help), so that the console, the
 * n8n node and MCP tools can all word it the same way.
 */
export const text = (description: string, options: Record<string, unknown> = {}) => ({
  type: 'string',
  maxLength: 5000,
  description,
  ...options,
});

export const object = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  properties,
  required,
});

export const WAIT = {
  type: 'wait',
  kind: 'action' as const,
  label: 'Wait',
  description: 'Pauses the run, durably: it resumes after the time given, even across restarts.',
  outputs: ['main'],
  params: object(
    {
      amount: { type: 'integer', minimum: 1, maximum: 10000, title: 'Wait for', description: 'How many minutes, hours or days.' },
      unit: { enum: ['minutes', 'hours', 'days'], title: 'Unit', description: 'Minutes, hours or days.' },
    },
    ['amount', 'unit'],
  ),
};

export const OPERATORS = ['equals', 'not_equals', 'greater', 'less', 'contains', 'is_empty', 'is_not_empty'] as const;

export const CONDITION = {
  type: 'condition',
  kind: 'logic' as const,
  label: 'Condition',
  description: 'Compares a value (a template such as {{invoice.balance}}) with another; goes on along true or false.',
  outputs: ['true', 'false'],
  params: object(
    {
      value: text('The value to test, usually a template.', { examples: ['{{invoice.status}}'], title: 'Value' }),
      operator: {
        enum: OPERATORS,
        title: 'Is',
        description: 'How to compare: equals, not equals, greater, less, contains, is empty, is not empty.',
      },
      compare_to: text('What to compare with (not needed for "is empty" and "is not empty").', { title: 'Compared with' }),
    },
    ['value', 'operator'],
  ),
};

export const SEND_TO_PLATFORM = {
  type: 'send_to_platform',
  kind: 'action' as const,
  label: 'Send to automation platform',
  description: 'POSTs JSON to a URL (n8n, Zapier, Make), signed like Kontor webhooks.',
  outputs: ['main'],
  params: object(
    {
      url: text('Where to POST: an n8n, Zapier or Make webhook address.', { pattern: '^(https?://|\\{\\{)', title: 'URL' }),
      payload: {
        type: 'object',
        title: 'Payload',
        description: 'The JSON to send (its strings may be templates); empty: the whole context.',
      },
    },
    ['url'],
  ),
};

export const CREATE_TASK = {
  type: 'create_task',
  kind: 'action' as const,
  label: 'Create task',
  description: 'Creates a task, e.g. to escalate to an employee.',
  outputs: ['main'],
  params: object(
    {
      title: text('What is to be done.', { minLength: 1, title: 'Title' }),
      description: text('Details for whoever does it.', { title: 'Details' }),
      assignee_id: {
        type: ['integer', 'string'],
        // An id as a number or as digits, or empty for none: a name ("Jan Novák") passed saving and a test run, and
        // failed the live one.
        minimum: 1,
        pattern: '^([1-9][0-9]*)?$',
        title: 'Assignee',
        description: 'An employee id (or a template giving one); empty for none.',
      },
      due_in_days: { type: 'integer', minimum: 0, maximum: 365, title: 'Due in (days)', description: 'Days from the run to the due date.' },
      priority: { enum: ['low', 'normal', 'high', 'urgent'], title: 'Priority', description: 'Low, normal, high or urgent.' },
    },
    ['title'],
  ),
};
