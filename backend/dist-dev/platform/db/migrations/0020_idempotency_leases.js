export async function up(db) {
    await db.raw(`
    DELETE FROM idempotency_keys k
     USING idempotency_keys newer
     WHERE newer.organization_id = k.organization_id AND newer.credential = k.credential AND newer.key = k.key
       AND (newer.created_at, newer.method, newer.path) > (k.created_at, k.method, k.path);
    ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
    ALTER TABLE idempotency_keys ADD PRIMARY KEY (organization_id, credential, key);
    ALTER TABLE idempotency_keys ADD COLUMN holder text, ADD COLUMN lease_until timestamptz;
  `);
}
export async function down(db) {
    await db.raw(`
    ALTER TABLE idempotency_keys DROP COLUMN lease_until, DROP COLUMN holder;
    ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
    ALTER TABLE idempotency_keys ADD PRIMARY KEY (organization_id, credential, method, path, key);
  `);
}
//# sourceMappingURL=0020_idempotency_leases.js.map