/**
 * What an API key may do, chosen per kind of record (read, or read and write) rather than typed as scope strings; and
 * the scopes of a key said back in the same words.
 */

/** The resources scopes name (backend/src/platform/principal.ts), in words, in the order a back office thinks of them. */
export const SCOPE_WORDS: ReadonlyArray<[resource: string, words: string]> = [
  ['invoices', 'Invoices'],
  ['clients', 'Clients'],
  ['employees', 'Employees'],
  ['tasks', 'Tasks'],
  ['time_entries', 'Time entries'],
  ['smart', 'Smart endpoints (loose text)'],
  ['flows', 'Flows and debt collection'],
  ['webhooks', 'Webhooks'],
  ['events', 'Event catalogue'],
  ['api_keys', 'API keys'],
  ['logs', 'Log'],
  ['organization', 'Organization settings'],
  ['users', 'People (users and their roles)'],
];

export type Access = '' | 'read' | 'write';

/** The scopes the API takes for a choice: null for every scope (the key then holds what its creator holds). */
export function scopesOf(choice: Readonly<Record<string, Access>>, everything: boolean): string[] | null {
  if (everything) return null;
  return SCOPE_WORDS.flatMap(([resource]) => (choice[resource] ? [`${resource}:${choice[resource]}`] : []));
}

/** A key's scopes in words: "Everything", "Invoices: read; Clients: read and write". */
export function scopesInWords(scopes: readonly string[]): string {
  if (scopes.includes('*')) return 'Everything';
  return scopes
    .map((scope) => {
      const [resource, action] = scope.split(':');
      const words = resource === '*' ? 'Everything' : (SCOPE_WORDS.find(([known]) => known === resource)?.[1] ?? resource);
      return `${words}: ${action === 'read' ? 'read' : 'read and write'}`;
    })
    .join('; ');
}

export function ScopePicker({
  choice,
  everything,
  onChange,
}: {
  choice: Readonly<Record<string, Access>>;
  everything: boolean;
  onChange: (choice: Record<string, Access>, everything: boolean) => void;
}) {
  return (
    <fieldset className="scope-picker">
      <legend>What the key may do</legend>
      <label className="checkbox every">
        <input type="checkbox" checked={everything} onChange={(event) => onChange({ ...choice }, event.target.checked)} />
        Everything you may do
      </label>
      {!everything && (
        <div className="scope-grid">
          {SCOPE_WORDS.map(([resource, words]) => (
            <label key={resource}>
              {words}
              <select
                value={choice[resource] ?? ''}
                onChange={(event) => onChange({ ...choice, [resource]: event.target.value as Access }, false)}
              >
                <option value="">No access</option>
                <option value="read">Read</option>
                <option value="write">Read and write</option>
              </select>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
