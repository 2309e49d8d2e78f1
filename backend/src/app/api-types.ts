/**
 * The API's resources as TypeScript types, for clients in this repository
 * (the console imports `@kontor/backend/api-types`): derived from the same
 * schemas that validate and document the API. Types only: nothing here runs.
 */
import type { Static } from '@sinclair/typebox';
import type * as apiKeys from '../features/api-keys/schemas.js';
import type * as auth from '../features/auth/schemas.js';
import type * as people from '../features/auth/people-schemas.js';
import type * as flows from '../features/flows/schemas.js';
import type * as webhooks from '../features/webhooks/schemas.js';
import type * as aliases from '../features/smart/alias-routes.js';

export type { FieldError, ProblemBody } from '../platform/errors.js';
export type { AuditEntry } from '../features/logs/schemas.js';
export type { Flow, FlowRun } from '../features/flows/schemas.js';
export type { Delivery, Webhook, WebhookPatch } from '../features/webhooks/schemas.js';

export type ApiKey = Static<typeof apiKeys.ApiKey>;
export type ApiKeyCreated = Static<typeof apiKeys.ApiKeyCreated>;
export type WebhookWithSecret = Static<typeof webhooks.WebhookWithSecret>;
export type Me = Static<typeof auth.Me>;
export type TokenResponse = Static<typeof auth.TokenResponse>;
export type PasswordChange = Static<typeof auth.PasswordChange>;
export type PasswordChanged = Static<typeof auth.PasswordChanged>;
export type TraceEntry = Static<typeof flows.TraceEntry>;
export type { InterestSettings, InvoiceDunningHistory, Simulation } from '../features/dunning/schemas.js';
export type { Invoice, InvoicePatch } from '../features/invoices/schemas.js';
export type { Client, ClientPatch } from '../features/clients/schemas.js';
export type { OrganizationSettings, OrganizationSettingsPatch } from '../features/organizations/schemas.js';
export type { FlowVersion, FlowWarning, LetterPreview, LetterPreviewRequest } from '../features/flows/schemas.js';
export type Alias = Static<typeof aliases.Alias>;
export type User = Static<typeof people.User>;
export type UserInvited = Static<typeof people.UserInvited>;
export type PasswordReset = Static<typeof people.PasswordReset>;
