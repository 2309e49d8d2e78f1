/**
 * The API's resources as the console reads them: the backend's own schemas,
 * imported as types only (nothing of the backend reaches the browser bundle).
 */
import type { Flow } from '@kontor/backend/api-types';
import type { BlockDefinition } from '@kontor/flow-engine';

export type {
  Alias,
  ApiKey,
  ApiKeyCreated,
  AuditEntry,
  Client,
  ClientPatch,
  Delivery,
  Flow,
  FlowRun,
  FlowVersion,
  FlowWarning,
  InterestSettings,
  Invoice,
  InvoiceDunningHistory,
  InvoicePatch,
  LetterPreview,
  LetterPreviewRequest,
  Me,
  OrganizationSettings,
  OrganizationSettingsPatch,
  PasswordChange,
  PasswordChanged,
  PasswordReset,
  Simulation,
  TokenResponse,
  TraceEntry,
  User,
  UserInvited,
  Webhook,
  WebhookPatch,
  WebhookWithSecret,
} from '@kontor/backend/api-types';
export type Mode = Flow['mode'];
export type Graph = Flow['graph'];

/** A block as `/api/automation/blocks/` answers it: triggers also carry the JSON Schema of their run's context. */
export type Block = BlockDefinition & { context_schema?: JsonSchema };

export interface Page<T> {
  /** Exact up to 10,000; null when the list holds more. */
  count: number | null;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface EventType {
  type: string;
  /** As a person reads it ("New invoice"); shown beside the code, which integrators know. */
  title: string;
  description: string;
}

/** The JSON Schema subset the console reads (block params, context schemas). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  title?: string;
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
