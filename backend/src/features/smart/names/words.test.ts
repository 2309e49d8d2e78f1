/** How a declined surname relates to the man's and the woman's form of it. */
import { describe, expect, it } from 'vitest';
import { isDeclined, isDeclinedFemale, nominatives } from './words.js';

describe('declined adjectival surnames', () => {
  it('reads "-iej" as a case of the woman\'s form only, not of the man\'s', () => {
    expect(isDeclinedFemale('zielinskiej', 'zielinska')).toBe(true);
    expect(isDeclined('zielinskiej', 'zielinski')).toBe(false);
    expect(isDeclined('zielinskiego', 'zielinski')).toBe(true);
    expect(isDeclined('novakovej', 'novakova')).toBe(true);
  });
});

describe("the nominatives of a woman's declined surname", () => {
  it('looks "Zielińskiej" up as Zielińska', () => {
    expect(nominatives('zielinskiej')).toContain('zielinska');
    expect(nominatives('novakovou')).toContain('novakova');
  });
});
