/**
 * What a tool is, for the MCP server: its name and description as a model
 * reads them, the JSON Schemas of its arguments and of its answer (the same
 * TypeBox schemas that validate and document the REST API), its hints, the
 * scope a credential needs, and the function that runs it on the services.
 *
 * Glossary: a *tool call* is one `tools/call` request; its *answer* is the
 * `structuredContent` of the result; an *asker* puts a question to the person
 * behind the MCP client (elicitation) when the client said it can.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { Principal, Scope } from '../../platform/principal.js';

export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  /** Every tool works on this organization's records only. */
  openWorldHint: false;
}

/** One choice offered to the person: what they read, and what it stands for (a record's id, or a value to send). */
export interface Choice {
  label: string;
  value: number | string;
}

export type Answer = { action: 'accept'; value: number | string } | { action: 'decline' | 'cancel' };

/** Puts a single-choice question to the person behind the client. */
export type Asker = (question: { message: string; title: string; choices: readonly Choice[] }) => Promise<Answer>;

export interface ToolCall {
  principal: Principal;
  /** Null when the client did not declare the elicitation capability. */
  ask: Asker | null;
}

export interface Tool<I extends TSchema = TSchema> {
  /** snake_case, verb first: what a model reads to pick the tool. */
  name: string;
  title: string;
  description: string;
  scope: Scope;
  input: I;
  output: TSchema;
  annotations: ToolAnnotations;
  /** Takes an optional `idempotency_key` (added to `input` by the server). */
  creates: boolean;
  run(call: ToolCall, args: Static<I>): Promise<Record<string, unknown>>;
}

export const tool = <I extends TSchema>(definition: Tool<I>): Tool => definition as unknown as Tool;

export const READ_ONLY: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
export const CREATES: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
/** A status change that leaves the invoice as it is when it already has that status. */
export const SETS_STATUS: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false };
