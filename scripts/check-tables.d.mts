/** Types of check-tables.mjs, for its test (test/check-tables.test.ts). */
export interface Access {
  table: string;
  kind: 'read' | 'write';
  line?: number;
}
export function readManifest(path: string): { owns: string[]; reads: string[] };
export function sqlAccesses(text: string): Access[];
export function tsAccesses(path: string, text: string): Access[];
export function checkTables(root: string): string[];
