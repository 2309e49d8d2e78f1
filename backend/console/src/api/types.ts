/**
 * The API's resources as the console reads them: the backend's own schemas,
 * imported as types only (nothing of the backend reaches the browser bundle).
 */
import type { BlockDefinition } from '@kontor/flow-engine';
import type { Static } from '@sinclair/typebox';
import type { ApiKey as ApiKeySchema, ApiKeyCreated as ApiKeyCreatedSchema } from '../../../src/api-keys/schemas.js';
import type { AuditEntry } from '../../../src/logs/schemas.js';
import type { Me as MeSchema, TokenResponse as TokenResponseSchema } from '../../../src/auth/schemas.js';
import type { Flow, FlowRun } from '../../../src/flows/schemas.js';
import type { Delivery, Webhook, WebhookWithSecret as WebhookWithSecretSchema } from '../../../src/webhooks/schemas.js';

export type { AuditEntry, Delivery, Flow, FlowRun, Webhook };
export type ApiKey = Static<typeof ApiKeySchema>;
export type ApiKeyCreated = Static<typeof ApiKeyCreatedSchema>;
export type WebhookWithSecret = Static<typeof WebhookWithSecretSchema>;
export type Me = Static<typeof MeSchema>;
export type TokenResponse = Static<typeof TokenResponseSchema>;
export type Mode = Flow['mode'];
export type Graph = Flow['graph'];
export type GraphNode = Graph['nodes'][number];
export type TraceEntry = FlowRun['trace'][number];

/** A block as `/api/automation/blocks/` answers it: triggers also carry the JSON Schema of their run's context. */
export type Block = BlockDefinition & { context_schema?: JsonSchema };

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface EventType {
  type: string;
  description: string;
}

/** The JSON Schema subset the console reads (block params, context schemas). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  examples?: unknown[];
  default?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
