/**
 * Every version of every database function a migration installed, by signature (as regprocedure prints it): the
 * SHA-256 of its body (pg_proc.prosrc) and the migration. functions.test.ts migrates a new database one migration at a
 * time and checks that each function holds one of these, the last one at the end; a migration that replaces a
 * function expects the version before (installFunctions). Add a line here with each migration that installs one.
 */
export const SHIPPED: Readonly<Record<string, ReadonlyArray<readonly [migration: string, hash: string]>>> = {
  'kontor_fold(text)': [
    ['0005_smart_search', '039a5630aa816209d2bb2f19b1bebc72a80de949d8aaf903bd88b877e3f6b83f'],
    ['0020_functions_as_files', 'b5fac2f4aba0891524fb144b63145197de39b99fe02934a7f5d67cdb605693ab'],
  ],
  'client_name_words_count(bigint,text,integer)': [
    ['0005_smart_search', '5a849da1edc499b18626e0f18f26da2fe47ead77dcfabe90c6eab1175052417f'],
    ['0020_functions_as_files', 'ca83864f199b8f48627d2ba1f7c779581dfada632063e8f9063cef3976ef2334'],
  ],
  'client_name_words_keep()': [
    ['0005_smart_search', '2e448f0051dd186a69c1d136b4a36c0af16934ff01cb98f22aad06a1eb619b54'],
    ['0020_functions_as_files', '9b290b35078f29c228c26846082a2c9940ef93015a83a7b0554b674b5ac05c1e'],
  ],
  'webhook_filter_compare(text,jsonb,jsonb)': [
    // Knex took the pattern's question marks for bindings: '^-$1[0-9]+([.][0-9]+)$2$' matched nothing.
    ['0011_event_pipeline', 'dcb957756332135596e70c71dc6a3b96a1b53c5579513d17263a77900e9f8e35'],
    ['0015_filter_numbers', 'e79b025e5dab80193a74f70f203ec8a9c263abae08feba323a89c16b0a44730f'],
    ['0020_functions_as_files', '742b15d46a0344dc0849ab91d1b54f8a1f6dd82a93c242924b8c1954d7888a2e'],
  ],
  'webhook_filter_matches(jsonb,jsonb)': [
    ['0011_event_pipeline', 'df9d144e2287760a0d8eb1e75bd2ccad243aebb10a5dc2f22595274bbca3087f'],
    ['0020_functions_as_files', 'ce62def614525030ca04b0f1154d789fa56ce582e3d23eced1c7cc3d2912bfcf'],
  ],
  'settle_webhook_attempts(jsonb)': [
    ['0013_delivery_claim_function', '4d5544fff4456fb7314df3dec4bf99f06bf52d27126e3edff6f6f652b5ef2786'],
    ['0018_settle_deleted_deliveries', 'cd593e4406550c82339912d9e306cf9e92b0dd925ba7abf325a88757d54d58eb'],
    ['0020_functions_as_files', 'f003b75ebdb3c5811a1af53649b2eb529706df601693a256951ff05a53fc77be'],
  ],
  'release_webhook_leases(text,jsonb)': [
    ['0013_delivery_claim_function', 'a8aa980d93a1279dcbe8fdbdd34a2d3b8bede816c9849cafcda8a56165b51dd9'],
    ['0020_functions_as_files', '1426b928ebd15421f52103251bbe2038cd45fe291616251a4700ad2e07640848'],
  ],
  // Dropped by 0014 (a new signature).
  'claim_webhook_deliveries(text,jsonb,integer,integer,double precision)': [
    ['0013_delivery_claim_function', '8027ecc5d9160148c3081669c81e28ad7259e7362fdaeb07bd2152aa5e3abbaa'],
  ],
  'claim_webhook_deliveries(text,jsonb,jsonb,integer,integer,double precision)': [
    ['0014_shared_endpoints', '958b77b05375fd63a37d13dac5bb093009c361323954ff4eede297c9f139c296'],
    ['0016_fair_leases', '46e8234f6cc82d02d2a0e6c9f1189004c4fe05f672efe2e32ca381775e015848'],
    // From here on the same signature calls the next one, always helping.
    ['0017_endpoint_affinity', 'e665135433a8583439b160bae7818f5e9db9fc009672709fac9e74677b6101f7'],
    ['0020_functions_as_files', '7623746a8a001d4cdefa6c9205fd63e13ffbbb13d846e40e1cd76f4d97ba034d'],
  ],
  'claim_webhook_deliveries(text,jsonb,jsonb,integer,integer,double precision,boolean)': [
    ['0017_endpoint_affinity', '6d378b57cfcb134b20e0efb4082c72ddeb4ca5eaa9edc0612b4394936a5e3f13'],
    ['0020_functions_as_files', '9b2fe8e395953fc807b820f38e6b079bba79ac56f597f7ab6974ecb3debf183a'],
  ],
  'kontor_notify_credential_change()': [['0027_credential_notices', '2e80fe7b4ff80d790dfeb9c0b1a8610fc25a63c0d751e7a50670126653f69f87']],
};
