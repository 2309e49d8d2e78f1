/**
 * Every database function as one readable file (platform/db/functions/), installed whole; and the claim without
 * planner settings (issues 29 and 31).
 *
 * - The functions' text lived in migrations, the claim's as 0014's text patched by 0016 and 0017: nobody could read
 *   what a database holds. Now each function is a file, and this migration installs all of them. The earlier
 *   migrations keep their inline text: they must do on a new database what they did on every database before.
 * - The claim no longer sets enable_seqscan, enable_bitmapscan and enable_indexonlyscan off. Before PostgreSQL 18
 *   such a setting adds 10^10 to the cost of a scan the planner cannot avoid (the grants' DELETE), so on a stock
 *   server (JIT on above a cost of 100,000) every claim was JIT-compiled: 16-19 s a claim on Debian's PostgreSQL 15,
 *   50-100 ms without. The plans it had avoided no longer arise (plan-costs.test.ts).
 * - A function changed by hand stops this migration, naming it, before anything is changed (installFunctions).
 *
 * Frozen: the functions are named by the hash of the text installed, which stays findable (functions/functions.ts).
 */
import type { Knex } from 'knex';
import { type Installation, installFunctions } from '../functions/functions.js';

/** What migrations 0005-0019 left, body hashes (sha256 of pg_proc.prosrc), and what this migration installs. */
const INSTALLATIONS: Installation[] = [
  {
    file: 'kontor_fold',
    signature: 'kontor_fold(text)',
    replaces: '039a5630aa816209d2bb2f19b1bebc72a80de949d8aaf903bd88b877e3f6b83f', // 0005
    installs: 'b5fac2f4aba0891524fb144b63145197de39b99fe02934a7f5d67cdb605693ab',
  },
  {
    file: 'client_name_words_count',
    signature: 'client_name_words_count(bigint, text, integer)',
    replaces: '5a849da1edc499b18626e0f18f26da2fe47ead77dcfabe90c6eab1175052417f', // 0005
    installs: 'ca83864f199b8f48627d2ba1f7c779581dfada632063e8f9063cef3976ef2334',
  },
  {
    file: 'client_name_words_keep',
    signature: 'client_name_words_keep()',
    replaces: '2e448f0051dd186a69c1d136b4a36c0af16934ff01cb98f22aad06a1eb619b54', // 0005
    installs: '9b290b35078f29c228c26846082a2c9940ef93015a83a7b0554b674b5ac05c1e',
  },
  {
    file: 'webhook_filter_compare',
    signature: 'webhook_filter_compare(text, jsonb, jsonb)',
    replaces: 'e79b025e5dab80193a74f70f203ec8a9c263abae08feba323a89c16b0a44730f', // 0015
    installs: '742b15d46a0344dc0849ab91d1b54f8a1f6dd82a93c242924b8c1954d7888a2e',
  },
  {
    file: 'webhook_filter_matches',
    signature: 'webhook_filter_matches(jsonb, jsonb)',
    replaces: 'df9d144e2287760a0d8eb1e75bd2ccad243aebb10a5dc2f22595274bbca3087f', // 0011
    installs: 'ce62def614525030ca04b0f1154d789fa56ce582e3d23eced1c7cc3d2912bfcf',
  },
  {
    file: 'settle_webhook_attempts',
    signature: 'settle_webhook_attempts(jsonb)',
    replaces: 'cd593e4406550c82339912d9e306cf9e92b0dd925ba7abf325a88757d54d58eb', // 0018
    installs: 'f003b75ebdb3c5811a1af53649b2eb529706df601693a256951ff05a53fc77be',
  },
  {
    file: 'release_webhook_leases',
    signature: 'release_webhook_leases(text, jsonb)',
    replaces: 'a8aa980d93a1279dcbe8fdbdd34a2d3b8bede816c9849cafcda8a56165b51dd9', // 0013
    installs: '1426b928ebd15421f52103251bbe2038cd45fe291616251a4700ad2e07640848',
  },
  {
    file: 'claim_webhook_deliveries',
    signature: 'claim_webhook_deliveries(text, jsonb, jsonb, integer, integer, double precision, boolean)',
    replaces: '6d378b57cfcb134b20e0efb4082c72ddeb4ca5eaa9edc0612b4394936a5e3f13', // 0017
    installs: '9b2fe8e395953fc807b820f38e6b079bba79ac56f597f7ab6974ecb3debf183a',
  },
  {
    file: 'claim_webhook_deliveries.before-0017',
    signature: 'claim_webhook_deliveries(text, jsonb, jsonb, integer, integer, double precision)',
    replaces: 'e665135433a8583439b160bae7818f5e9db9fc009672709fac9e74677b6101f7', // 0017
    installs: '7623746a8a001d4cdefa6c9205fd63e13ffbbb13d846e40e1cd76f4d97ba034d',
  },
];

export async function up(db: Knex): Promise<void> {
  await installFunctions(db, '0020_functions_as_files', INSTALLATIONS);
}

export async function down(db: Knex): Promise<void> {
  // Back to the texts the earlier migrations installed (their copies in functions/superseded/), the claim's planner
  // settings included.
  const back = INSTALLATIONS.map((one) => ({ ...one, replaces: one.installs, installs: one.replaces! })).reverse();
  await installFunctions(db, '0020_functions_as_files (undone)', back);
}
