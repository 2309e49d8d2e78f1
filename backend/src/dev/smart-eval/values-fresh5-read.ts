/**
 * How the sixth held-out value set (values-fresh5.ts and its parts) asks the parsers: one adapter per parser, shared
 * by every part so that all of them read a case the same way. In a module of their own, not in values-fresh5.ts,
 * because values-fresh5.ts imports its parts and a part importing it back would be a cycle.
 */
import { parseAmount, type NumberSeparators } from '../../features/smart/parse/amounts.js';
import { parseDuration } from '../../features/smart/parse/durations.js';
import type { Answer } from './values-fresh2.js';

/** An amount as "value currency" ("-" when none is said), with the parser's warning. */
export const amount =
  (text: string, separators: NumberSeparators | null = null) =>
  (): Answer => {
    const read = parseAmount(text, { separators });
    return { value: `${read.value} ${read.currency ?? '-'}`, warning: read.how ?? undefined };
  };

/** A duration as its minutes, with the parser's warning. */
export const minutes = (text: string) => (): Answer => {
  const read = parseDuration(text);
  return { value: String(read.minutes), warning: read.warning };
};
