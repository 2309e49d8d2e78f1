import type { BlockDefinition, Mode } from '../types.js';
import { AUTOMATION_BLOCKS } from './automation.js';
import { DEBT_COLLECTION_BLOCKS } from './debt-collection.js';

export const MODES: readonly Mode[] = ['automation', 'debt_collection'];

const CATALOGUE: Record<Mode, readonly BlockDefinition[]> = {
  automation: AUTOMATION_BLOCKS,
  debt_collection: DEBT_COLLECTION_BLOCKS,
};

const BY_TYPE: Record<Mode, ReadonlyMap<string, BlockDefinition>> = {
  automation: new Map(AUTOMATION_BLOCKS.map((block) => [block.type, block])),
  debt_collection: new Map(DEBT_COLLECTION_BLOCKS.map((block) => [block.type, block])),
};

export function blocksOf(mode: Mode): readonly BlockDefinition[] {
  return CATALOGUE[mode];
}

export function blockOf(mode: Mode, type: string): BlockDefinition | undefined {
  return BY_TYPE[mode].get(type);
}
