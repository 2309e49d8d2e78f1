/**
 * A large list page's JSON text, made in steps of the heavy line (lib/heavy-line.ts): RESULTS_PER_STEP results serialised
 * a step, so that a page of 200 (by cursor through 100,000 clients) no longer holds the loop for its whole
 * serialisation while another organization's requests wait at their awaits. The text is what JSON.stringify writes of
 * the whole page.
 */
import { RESULTS_PER_STEP, inSteps } from '../lib/heavy-line.js';

/**
 * The JSON text of `body` when it is a page (`results` its last member) of more than twice RESULTS_PER_STEP results,
 * made in steps; null, at once, for anything else, which is serialised as before (the default page of 25 among them).
 */
export function pageTextInSteps(body: unknown): Promise<string> | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return null;
  const results = (body as { results?: unknown }).results;
  if (!Array.isArray(results) || results.length <= 2 * RESULTS_PER_STEP) return null;
  // The members' order is kept only when the results come last, as every page writes them (pagination.ts).
  if (typeof (body as { toJSON?: unknown }).toJSON === 'function' || Object.keys(body).at(-1) !== 'results') return null;
  const { results: _, ...head } = body as Record<string, unknown>;
  const start = JSON.stringify(head);
  return inSteps(results, (slice) => JSON.stringify(slice).slice(1, -1)).then(
    (parts) => `${start.slice(0, -1)}${start === '{}' ? '' : ','}"results":[${parts.join(',')}]}`,
  );
}
