/**
 * How much of the given names of all our eval pools (kinds/, fresh/ … fresh7/) the name data knows: a sex, and each
 * short form the pools say for a given name. Printed with and without the hand lists (nicknames.ts,
 * nicknames-more.ts, the curated part of given-sex.ts), which were written knowing the sets' names; the generated data
 * (*-data.ts) was tuned on no set, so its share is the one to expect of names no set holds. Run by hand:
 * `npx vitest run backend/src/dev/names-data/coverage.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { GIVEN } from '../smart-eval/kinds/pools.js';
import { NICKNAMES } from '../smart-eval/kinds/people.js';
import { GIVEN_FRESH } from '../smart-eval/kinds/fresh/pools.js';
import { GIVEN2 } from '../smart-eval/kinds/fresh2/pools.js';
import { GIVEN3 } from '../smart-eval/kinds/fresh3/pools.js';
import { GIVEN4 } from '../smart-eval/kinds/fresh4/pools.js';
import { GIVEN5 } from '../smart-eval/kinds/fresh5/pools.js';
import { GIVEN6 } from '../smart-eval/kinds/fresh6/people-pools.js';
import { GIVEN7 } from '../smart-eval/kinds/fresh7/people-pools.js';
import { fold } from '../../features/smart/normalize.js';
import { sexOfFirstGivenName, sexInData } from '../../features/smart/names/given-sex.js';
import { isNicknameOf } from '../../features/smart/names/nicknames.js';
import { EN_NICKNAME_ROWS } from '../../features/smart/names/nicknames-en-data.js';
import { WIKT_NICKNAME_ROWS } from '../../features/smart/names/nicknames-wikt-data.js';

interface Given {
  given: string;
  female: boolean;
  short: readonly string[];
}
const POOLS: Given[] = [
  ...GIVEN.male.map((given) => ({ given, female: false, short: NICKNAMES[given] ?? [] })),
  ...GIVEN.female.map((given) => ({ given, female: true, short: NICKNAMES[given] ?? [] })),
  ...[GIVEN_FRESH, GIVEN2, GIVEN3, GIVEN4, GIVEN5, GIVEN6, GIVEN7].flat(),
];
const GIVEN_NAMES = [...new Map(POOLS.map((one) => [fold(one.given), one])).values()];
const PAIRS = [...new Set(POOLS.flatMap((one) => one.short.map((short) => `${fold(short)}:${fold(one.given)}`)))].map(
  (pair) => pair.split(':') as [string, string],
);

/** The data's pairs alone: the English and the Wiktionary rows, either way round. */
const DATA_PAIRS = new Set(
  [
    ...EN_NICKNAME_ROWS,
    ...WIKT_NICKNAME_ROWS.trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(':') as [string, string]),
  ].flatMap(([formal, shorts]) => shorts.split(' ').map((short) => `${short}:${formal}`)),
);
const share = (count: number, of: number) => `${count} of ${of} (${Math.round((count / of) * 100)} %)`;

describe('what the name data knows of our pools', () => {
  it('prints the shares of given names with a sex and of short forms read', () => {
    const firstWord = (given: string) => fold(given).split(/[^a-z]+/)[0]!;
    const sexes = GIVEN_NAMES.map((one) => [one, sexOfFirstGivenName(firstWord(one.given))] as const);
    const dataSexes = GIVEN_NAMES.map((one) => [one, sexInData(firstWord(one.given))] as const);
    const right = (told: ReadonlyArray<readonly [Given, 'f' | 'm' | null]>) =>
      told.filter(([one, sex]) => sex === (one.female ? 'f' : 'm')).length;
    const wrong = (told: ReadonlyArray<readonly [Given, 'f' | 'm' | null]>) =>
      told.filter(([one, sex]) => sex !== null && sex !== (one.female ? 'f' : 'm')).map(([one]) => one.given);
    const read = PAIRS.filter(([short, given]) => isNicknameOf(short, given));
    const inData = PAIRS.filter(([short, given]) => DATA_PAIRS.has(`${short}:${given}`));
    console.error(
      [
        `given names: ${GIVEN_NAMES.length}; a sex told: ${share(right(sexes), GIVEN_NAMES.length)}, by the data alone ${share(right(dataSexes), GIVEN_NAMES.length)}; the other sex told: ${wrong(sexes).join(', ') || 'none'} (data alone: ${wrong(dataSexes).join(', ') || 'none'})`,
        `short forms: ${PAIRS.length}; read: ${share(read.length, PAIRS.length)}, by the data alone ${share(inData.length, PAIRS.length)}`,
        `not read: ${PAIRS.filter((pair) => !read.includes(pair))
          .map(([short, given]) => `${short}/${given}`)
          .join(' ')}`,
      ].join('\n'),
    );
    expect(wrong(sexes)).toEqual([]);
  });
});
