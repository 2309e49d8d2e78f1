// smart/normalize.ts as it was when migration 0003 was written, frozen here so that
// the migration computes tomorrow exactly what it computed then: the live module may
// change (and does), a migration may not. Never edit this copy.
/**
 * Names as a matcher sees them: folded (case, diacritics, letters such as ł,
 * ß and ø that do not decompose), punctuation gone, the legal form taken off
 * and kept apart, the remaining words sorted so that word order does not
 * matter. "Novák Stavby, s.r.o." → core "novak stavby", legal form "sro".
 */
/** Letters that Unicode decomposition leaves alone. */
const SPECIAL_LETTERS = {
    ł: 'l',
    đ: 'd',
    ø: 'o',
    ß: 'ss',
    æ: 'ae',
    œ: 'oe',
    ı: 'i',
    þ: 'th',
    ð: 'd',
    ħ: 'h',
    ŧ: 't',
    ŋ: 'n',
};
/** Lower case, no diacritics, only letters, digits and single spaces. */
export function fold(text) {
    return text
        .toLowerCase()
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .replace(/[łđøßæœıþðħŧŋ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
        .replace(/&/g, ' ')
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
}
/**
 * Legal forms as folded word sequences, each with the canonical id used to
 * compare them: "s.r.o.", "s r o", "sro" and "spol. s r.o." are all `sro`.
 */
const LEGAL_FORMS = [
    ['sro', 'spol s r o'],
    ['sro', 'spol s ro'],
    ['sro', 'spol sro'],
    ['sro', 's r o'],
    ['sro', 'sro'],
    ['sro', 's ro'],
    ['as', 'a s'],
    ['as', 'as'],
    ['as', 'akciova spolecnost'],
    ['vos', 'v o s'],
    ['ks', 'k s'],
    ['zs', 'z s'],
    ['ops', 'o p s'],
    ['gmbhcokg', 'gmbh co kg'],
    ['gmbh', 'g m b h'],
    ['gmbh', 'gmbh'],
    ['ag', 'ag'],
    ['kg', 'kg'],
    ['ohg', 'ohg'],
    ['ug', 'ug haftungsbeschrankt'],
    ['ug', 'ug'],
    ['ek', 'e k'],
    ['ev', 'e v'],
    ['spzoo', 'sp z o o'],
    ['spzoo', 'spolka z o o'],
    ['spzoo', 'spolka z ograniczona odpowiedzialnoscia'],
    ['spzoo', 'sp zoo'],
    ['spzoo', 'spzoo'],
    ['spk', 'sp k'],
    ['sa', 's a'],
    ['plc', 'p l c'],
    ['ltd', 'ltd'],
    ['ltd', 'limited'],
    ['plc', 'plc'],
    ['llp', 'llp'],
    ['inc', 'inc'],
    ['inc', 'incorporated'],
    ['llc', 'llc'],
    ['corp', 'corp'],
    ['corp', 'corporation'],
    ['co', 'co'],
    ['co', 'company'],
    ['bv', 'b v'],
    ['bv', 'bv'],
    ['nv', 'n v'],
    ['sarl', 'sarl'],
    ['srl', 'srl'],
    ['spa', 's p a'],
    ['ab', 'ab'],
    ['oy', 'oy'],
];
// Longest first, so "spol s r o" wins over "s r o".
const FORMS_BY_LENGTH = [...LEGAL_FORMS].sort((a, b) => b[1].split(' ').length - a[1].split(' ').length);
function endsWith(words, tail) {
    if (tail.length > words.length)
        return false;
    return tail.every((word, index) => words[words.length - tail.length + index] === word);
}
export function normalizeName(name) {
    let words = fold(name)
        .split(' ')
        .filter((word) => word.length > 0);
    let legalForm = null;
    // A legal form closes a name ("Novák Stavby s.r.o."); a name that is only a legal form keeps it.
    for (const [id, form] of FORMS_BY_LENGTH) {
        const tail = form.split(' ');
        if (words.length > tail.length && endsWith(words, tail)) {
            legalForm = id;
            words = words.slice(0, words.length - tail.length);
            break;
        }
    }
    return { words, key: [...words].sort().join(' '), legalForm };
}
/**
 * A rough phonetic key for one word, for what speech-to-text confuses:
 * "nowak"/"novak", "schmidt"/"smidt", "philip"/"filip", "mayer"/"meier".
 */
export function phoneticKey(word) {
    return word
        .replace(/sch/g, 's')
        .replace(/sz/g, 's')
        .replace(/cz/g, 'c')
        .replace(/ph/g, 'f')
        .replace(/ck/g, 'k')
        .replace(/w/g, 'v')
        .replace(/[yj]/g, 'i')
        .replace(/ie|ei|ey|ai|ay/g, 'i')
        .replace(/oe/g, 'o')
        .replace(/ue/g, 'u')
        .replace(/ae/g, 'a')
        .replace(/th/g, 't')
        .replace(/dt/g, 't')
        .replace(/h/g, '')
        .replace(/(.)\1+/g, '$1');
}
/** The sounds of a name's words, sorted: names a listener cannot tell apart share it. */
export const soundKey = (name) => name.words.map(phoneticKey).sort().join(' ');
/** The distinct sounds of a name's words. */
export const soundWords = (name) => [...new Set(name.words.map(phoneticKey))];
/** Identifiers as people type them: spaces and case do not matter. */
export const compactId = (value) => value.replace(/[\s.\-/]/g, '').toUpperCase();
//# sourceMappingURL=0003-normalize.js.map