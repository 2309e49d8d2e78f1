import { Type, type Static } from '@sinclair/typebox';
import { AUDIT_KINDS } from '../../platform/audit/record.js';
import { Id, ListQuery, Nullable, Timestamp } from '../../platform/http/schema.js';

const Kind = Type.Union(
  AUDIT_KINDS.map((kind) => Type.Literal(kind)),
  {
    description:
      '`api`: an inbound call; `webhook`: an outbound delivery attempt; `flow`: a flow run; `email`: an e-mail sent or captured.',
  },
);

export const AuditEntry = Type.Object(
  {
    id: Id,
    kind: Kind,
    method: Type.String(),
    url: Type.String(),
    status: Nullable(Type.Integer()),
    duration_ms: Nullable(Type.Number()),
    credential: Nullable(Type.String({ description: 'Key prefix or user e-mail; never the secret.' })),
    request: Type.Record(Type.String(), Type.Unknown(), { description: 'Headers and body, secrets redacted, long bodies cut.' }),
    response: Type.Record(Type.String(), Type.Unknown()),
    error: Nullable(Type.String()),
    created_at: Timestamp,
  },
  { $id: 'AuditEntry' },
);
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditListQuery = ListQuery(['created_at'], {
  kind: Kind,
  status: Type.String({
    pattern: '^(\\d{3}|[1-5]xx|success|failure)$',
    description: 'A status code (`404`), a class (`4xx`), `success` or `failure`.',
  }),
  since: Type.String({ format: 'date-time', description: 'Entries at or after this time.' }),
  until: Type.String({ format: 'date-time', description: 'Entries before this time.' }),
  reads: Type.Boolean({ description: '`false` leaves out GET and HEAD calls (an app reading, such as the console itself).' }),
});
export type AuditListQuery = Static<typeof AuditListQuery>;
