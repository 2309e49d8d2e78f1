/** The JSON Schema of a flow graph: what the API stores and the editor draws. */
export const GRAPH_SCHEMA = {
  $id: 'FlowGraph',
  type: 'object',
  additionalProperties: false,
  required: ['nodes', 'connections'],
  properties: {
    nodes: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'type', 'params', 'position'],
        properties: {
          id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
          type: { type: 'string', maxLength: 100 },
          // Each block's params are checked against the block's own schema (GET /api/automation/blocks/). Said open in
          // so many words: JSON Schema allows any member either way, but a typed client generated from the document
          // (openapi-typescript) reads a bare object as one that may hold nothing.
          params: { type: 'object', additionalProperties: true },
          position: {
            type: 'object',
            additionalProperties: false,
            required: ['x', 'y'],
            properties: { x: { type: 'number' }, y: { type: 'number' } },
          },
        },
      },
    },
    connections: {
      type: 'array',
      maxItems: 1000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['from', 'to', 'output'],
        properties: {
          from: { type: 'string', maxLength: 64 },
          to: { type: 'string', maxLength: 64 },
          output: { type: 'string', maxLength: 32, description: '`main`, or `true` / `false` from a condition.' },
        },
      },
    },
  },
} as const;
