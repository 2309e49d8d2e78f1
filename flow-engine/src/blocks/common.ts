/** Param schemas shared by both modes' blocks. */
export const text = (description: string, options: Record<string, unknown> = {}) => ({ type: 'string', maxLength: 5000, description, ...options });

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
      amount: { type: 'integer', minimum: 1, maximum: 10000, description: 'How many units to wait.' },
      unit: { enum: ['minutes', 'hours', 'days'], description: 'The unit of `amount`.' },
    },
    ['amount', 'unit'],
  ),
};

export const OPERATORS = ['equals', 'not_equals', 'greater', 'less', 'contains', 'is_empty', 'is_not_empty'] as const;

export const CONDITION = {
  type: 'condition',
  kind: 'logic' as const,
  label: 'Condition',
  description: 'Compares a value (a template such as {{invoice.balance}}) with another; follows `true` or `false`.',
  outputs: ['true', 'false'],
  params: object(
    {
      value: text('The value to test, usually a template.', { examples: ['{{invoice.status}}'] }),
      operator: { enum: OPERATORS },
      compare_to: text('What to compare with (not needed for is_empty / is_not_empty).'),
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
      url: text('Where to POST.', { pattern: '^(https?://|\\{\\{)' }),
      payload: { type: 'object', description: 'The JSON to send (its strings may be templates); defaults to the whole context.' },
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
      title: text('The task title.', { minLength: 1 }),
      description: text('Details.'),
      assignee_id: { type: ['integer', 'string'], description: 'An employee id (or a template giving one).' },
      due_in_days: { type: 'integer', minimum: 0, maximum: 365 },
      priority: { enum: ['low', 'normal', 'high', 'urgent'] },
    },
    ['title'],
  ),
};
