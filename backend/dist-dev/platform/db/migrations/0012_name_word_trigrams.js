const READ_ON_EVERY_LOOKUP = ['clients_sound_words_idx', 'clients_match_words_idx'];
export async function up(db) {
    for (const index of READ_ON_EVERY_LOOKUP) {
        await db.raw(`ALTER INDEX ${index} SET (fastupdate = off)`);
        await db.raw(`SELECT gin_clean_pending_list('${index}'::regclass)`);
    }
    await db.raw('CREATE INDEX client_name_words_trgm ON client_name_words USING gin (word gin_trgm_ops) WITH (fastupdate = off)');
}
export async function down(db) {
    await db.raw('DROP INDEX client_name_words_trgm');
    for (const index of READ_ON_EVERY_LOOKUP)
        await db.raw(`ALTER INDEX ${index} RESET (fastupdate)`);
}
//# sourceMappingURL=0012_name_word_trigrams.js.map