import { describe, expect, it } from 'vitest';
import { MODES, blocksOf } from '../index.js';

describe('the block catalogue', () => {
  it('gives every param a title and a description, in words rather than code, for every editor and tool that shows it', () => {
    const missing: string[] = [];
    for (const mode of MODES) {
      for (const block of blocksOf(mode)) {
        const properties = (block.params as { properties?: Record<string, { title?: unknown; description?: unknown }> }).properties ?? {};
        for (const [name, schema] of Object.entries(properties)) {
          if (typeof schema.title !== 'string' || typeof schema.description !== 'string') missing.push(`${mode} ${block.type}.${name}`);
          else if (/`/.test(schema.description)) missing.push(`${mode} ${block.type}.${name} (backticks)`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
