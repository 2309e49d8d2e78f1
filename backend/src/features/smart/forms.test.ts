/**
 * What a fresh set of names found the resolver missing, each general: legal forms of Austria, the Netherlands, Spain,
 * Italy, France and Poland however dotted, partnerships as one kind in law across languages, small words left out of
 * initials or said, initials with a place, and a name said exactly beside a title.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { initialsFit } from './names/acronyms.js';
import { formsCompatible } from './names/legal-forms.js';
import { normalizeName } from './normalize.js';

describe('legal forms', () => {
  it.each([
    ['Steindl Montage OG', 'og'],
    ['Steindl Montage Offene Gesellschaft', 'og'],
    ['Steindl Montage e.U.', 'eu'],
    ['Steindl Montage Gesellschaft m.b.H.', 'gmbh'],
    ['Smeets Techniek C.V.', 'cv'],
    ['Smeets Techniek commanditaire vennootschap', 'cv'],
    ['Rossi Legnami S.a.p.a.', 'sapa'],
    ['Rossi Legnami società in nome collettivo', 'snc'],
    ['Duval Transports S.A.S.U.', 'sasu'],
    ['Duval Transports E.U.R.L.', 'eurl'],
    ['Pérez Hermanos S. Coop.', 'scoop'],
    ['Pérez Hermanos sociedad limitada unipersonal', 'slu'],
    ['Nowicki Montaż S.K.A.', 'ska'],
  ])('reads the form of %j', (name, form) => {
    expect(normalizeName(name).legalForm).toBe(form);
    expect(normalizeName(name).words.length).toBe(2);
  });

  it('holds limited and general partnerships each as one kind in law, never the one for the other', () => {
    expect(formsCompatible('cv', 'kg')).toBe(true);
    expect(formsCompatible('og', 'vof')).toBe(true);
    expect(formsCompatible('og', 'kg')).toBe(false);
    expect(formsCompatible('snc', 'sro')).toBe(false);
  });
});

describe('the forms of the Baltic, Turkish, Bulgarian and Icelandic registers', () => {
  it.each([
    ['Zelvaris Mediena UAB', 'uab'],
    ['Zelvaris Mediena uždaroji akcinė bendrovė', 'uab'],
    ['Zelvaris Mediena akcinė bendrovė', 'as'],
    ['Kalnavots Būve SIA', 'sia'],
    ['Kalnavots Būve akciju sabiedrība', 'as'],
    ['Rannamets Ehitus OÜ', 'ou'],
    ['Rannamets Ehitus osaühing', 'ou'],
    ['Demirkaya Yapı Ltd. Şti.', 'ltdsti'],
    ['Demirkaya Yapı Limited Şirketi', 'ltdsti'],
    ['Demirkaya Yapı A.Ş.', 'as'],
    ['Zhelyazkov Stroy EOOD', 'eood'],
    ['Zhelyazkov Stroy AD', 'ad'],
    ['Zhelyazkov Stroy aktsionerno druzhestvo', 'ad'],
    ['Thorvaldur Smíði ehf.', 'ehf'],
    ['Thorvaldur Smíði hf.', 'hf'],
  ])('reads the form of %j', (name, form) => {
    expect(normalizeName(name).legalForm).toBe(form);
    expect(normalizeName(name).words.length).toBe(2);
  });

  it('holds each private limited form apart from the joint-stock one of its register', () => {
    for (const [limited, stock] of [
      ['uab', 'as'],
      ['sia', 'as'],
      ['ou', 'as'],
      ['ltdsti', 'as'],
      ['eood', 'ad'],
      ['ehf', 'hf'],
    ] as const)
      expect(formsCompatible(limited, stock)).toBe(false);
    expect(formsCompatible('eood', 'ood')).toBe(true);
  });
});

describe('initials', () => {
  it('lets each small word be said or left out', () => {
    const words = normalizeName('Banco de la Sierra Nevada S.A.').words;
    for (const letters of ['bsn', 'bdlsn', 'blsn']) expect(initialsFit(words, letters)).toBe(true);
    expect(initialsFit(words, 'bs')).toBe(false);
  });
});

const { org } = useKontor();
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const [key, name, city] of [
    ['tsb', 'Tepelné Sítě Bruntál a.s.', 'Bruntál'],
    ['duval', 'Duval Transports SNC', 'Orléans'],
    ['duvalCv', 'Duval Transports C.V.', 'Gent'],
  ])
    ids[key!] = (await org.api.post('/api/v1/clients/', { name, currency: 'EUR', address: { city } })).body.id;
  for (const [key, name] of [
    ['miroslav', 'Miroslav Kadeřábek'],
    ['jaroslav', 'Jaroslav Kadeřábek'],
  ])
    ids[key!] = (await org.api.post('/api/v1/employees/', { name, email: `${key}@kontor.test` })).body.id;
});

const invoice = (client: string) =>
  org.api.post('/api/automation/smart/invoice/', { client, description: 'Work', amount: '100', dry_run: true });
const time = (employee: string) => org.api.post('/api/automation/smart/time/', { employee, duration: '30 min', dry_run: true });

describe('names said', () => {
  it('takes initials said with the city of the one client they fit, and refuses them with another city', async () => {
    const there = await invoice('TSB (Bruntál)');
    expect(there.status).toBe(200);
    expect(there.body.matches.client).toMatchObject({ id: ids.tsb, matched_on: 'initials' });
    const elsewhere = await invoice('TSB (Opava)');
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.code).toBe('no_match');
  });

  it('asks which of one name under two legal forms unknown before, and takes the one whose form is said', async () => {
    const bare = await invoice('Duval Transports');
    expect(bare.status).toBe(422);
    expect(bare.body.code).toBe('ambiguous_match');
    const said = await invoice('Duval Transports société en nom collectif');
    expect(said.body.matches.client).toMatchObject({ id: ids.duval });
  });

  it('takes a name said exactly after a title, with a warning, over a near given name', async () => {
    const res = await time('Ing. Miroslav Kadeřábek');
    expect(res.status).toBe(200);
    expect(res.body.matches.employee).toMatchObject({ id: ids.miroslav });
    expect(res.body.warnings.length).toBeGreaterThan(0);
  });
});
