/**
 * A large list page's JSON text, made in steps of the heavy line (loop-turns.ts): RESULTS_PER_STEP results serialised
 * a step, so that a page of 200 (by cursor through 100,000 clients) no longer holds the loop for its whole
 * serialisation while another organization's requests wait at their awaits. The text is what JSON.stringify writes of
 * the whole page.
 */
import { RESULTS_PER_STEP, inSteps } from './loop-turns.js';

/**
 * The JSON text of `body` when it is a page (`results` its last member) of more than twice RESULTS_PER_STEP results,
 * made in steps; null for anything else, which is serialised at once as before.
 */
export async function pageTextInSteps(body: unknown): Promise<string | null> {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return null;
  if (typeof (body as { toJSON?: unknown }).toJSON === 'function') return null;
  const { results, ...head } = body as Record<string, unknown>;
  // The members' order is kept only when the results come last, as every page writes them (pagination.ts).
  if (!Array.isArray(results) || results.length <= 2 * RESULTS_PER_STEP || Object.keys(body).at(-1) !== 'results') return null;
  const parts = await inSteps(results, (slice) => JSON.stringify(slice).slice(1, -1));
  const start = JSON.stringify(head);
  return `${start.slice(0, -1)}${start === '{}' ? '' : ','}"results":[${parts.join(',')}]}`;
}
