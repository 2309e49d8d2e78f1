/**
 * The preamble of a test file, once: a Kontor of its own (database, app, and
 * optionally a worker) and one organization, made before the file's tests and
 * closed after them.
 *
 *   const { kontor, org } = useKontor({ worker: true });
 *
 * `kontor` and `org` can be named at the top of the file but used only inside
 * hooks and tests: they stand for objects that exist once useKontor's
 * `beforeAll` has run (a later `beforeAll` in the file already sees them).
 */
import { afterAll, beforeAll } from 'vitest';
import { type TestKontor, type TestKontorOptions, type TestOrganization, startTestKontor } from './kontor.js';

export interface KontorFixture {
  kontor: TestKontor;
  org: TestOrganization;
}

export function useKontor(options: TestKontorOptions = {}): KontorFixture {
  const made: Partial<KontorFixture> = {};
  beforeAll(async () => {
    made.kontor = await startTestKontor(options);
    made.org = await made.kontor.createOrganization();
  });
  afterAll(() => made.kontor?.close());
  return { kontor: late('kontor', () => made.kontor), org: late('org', () => made.org) };
}

/** Stands for an object made later: every property read goes to it, once it exists. */
export function late<T extends object>(name: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, property) {
      const target = current();
      if (!target) throw new Error(`${name} is used before the fixture's beforeAll ran; use it inside a hook or a test`);
      const value: unknown = Reflect.get(target, property, target);
      // A class's methods need their object; own properties (the database handle, a knex function
      // with properties of its own) are handed over as they are.
      const method = typeof value === 'function' && !Object.prototype.hasOwnProperty.call(target, property);
      return method ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
