/**
 * The migrations, in order. Listed here rather than read from a folder so that
 * the same list runs from TypeScript under test and from the compiled build.
 */
import type { Knex } from 'knex';
import * as foundation from './0001_foundation.js';
import * as eventsWebhooks from './0002_events_webhooks.js';
import * as smart from './0003_smart.js';
import * as flows from './0004_flows.js';
import * as smartSearch from './0005_smart_search.js';
import * as causes from './0006_causes.js';
import * as dunning from './0007_dunning.js';
import * as keysAndSecrets from './0010_keys_and_secrets.js';
import * as eventPipeline from './0011_event_pipeline.js';
import * as nameWordTrigrams from './0012_name_word_trigrams.js';
import * as deliveryClaimFunction from './0013_delivery_claim_function.js';
import * as sharedEndpoints from './0014_shared_endpoints.js';
import * as filterNumbers from './0015_filter_numbers.js';
import * as fairLeases from './0016_fair_leases.js';
import * as endpointAffinity from './0017_endpoint_affinity.js';
import * as settleDeletedDeliveries from './0018_settle_deleted_deliveries.js';
import * as runOrigins from './0019_run_origins.js';
import * as functionsAsFiles from './0020_functions_as_files.js';
import * as settleLegacyJobs from './0021_settle_legacy_jobs.js';
import * as nameAliases from './0022_name_aliases.js';
import * as idempotencyLeases from './0023_idempotency_leases.js';
import * as listOrderings from './0024_list_orderings.js';
import * as mcpSessions from './0025_mcp_sessions.js';
import * as letterLanguage from './0026_letter_language.js';
import * as credentialNotices from './0027_credential_notices.js';
import * as processHeartbeats from './0028_process_heartbeats.js';
import * as userOrderings from './0029_user_orderings.js';
import * as passwordTemporary from './0030_password_temporary.js';
import * as auditLz4 from './0031_audit_lz4.js';
import * as nameKeysRevision from './0035_name_keys_revision.js';
import * as trimmedIdentityText from './0036_trimmed_identity_text.js';
import * as keyCreators from './0037_key_creators.js';
import * as idempotencyPerOrganization from './0038_idempotency_per_organization.js';
import * as idempotencySuperseded from './0039_idempotency_superseded.js';

interface Migration {
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

export const migrations: ReadonlyArray<readonly [name: string, migration: Migration]> = [
  ['0001_foundation', foundation],
  ['0002_events_webhooks', eventsWebhooks],
  ['0003_smart', smart],
  ['0004_flows', flows],
  ['0005_smart_search', smartSearch],
  ['0006_causes', causes],
  ['0007_dunning', dunning],
  ['0010_keys_and_secrets', keysAndSecrets],
  ['0011_event_pipeline', eventPipeline],
  ['0012_name_word_trigrams', nameWordTrigrams],
  ['0013_delivery_claim_function', deliveryClaimFunction],
  ['0014_shared_endpoints', sharedEndpoints],
  ['0015_filter_numbers', filterNumbers],
  ['0016_fair_leases', fairLeases],
  ['0017_endpoint_affinity', endpointAffinity],
  ['0018_settle_deleted_deliveries', settleDeletedDeliveries],
  ['0019_run_origins', runOrigins],
  ['0020_functions_as_files', functionsAsFiles],
  ['0021_settle_legacy_jobs', settleLegacyJobs],
  ['0022_name_aliases', nameAliases],
  ['0023_idempotency_leases', idempotencyLeases],
  ['0024_list_orderings', listOrderings],
  ['0025_mcp_sessions', mcpSessions],
  ['0026_letter_language', letterLanguage],
  ['0027_credential_notices', credentialNotices],
  ['0028_process_heartbeats', processHeartbeats],
  ['0029_user_orderings', userOrderings],
  ['0030_password_temporary', passwordTemporary],
  ['0031_audit_lz4', auditLz4],
  ['0035_name_keys_revision', nameKeysRevision],
  ['0036_trimmed_identity_text', trimmedIdentityText],
  ['0037_key_creators', keyCreators],
  ['0038_idempotency_per_organization', idempotencyPerOrganization],
  ['0039_idempotency_superseded', idempotencySuperseded],
];
