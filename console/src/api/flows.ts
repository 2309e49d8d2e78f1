/** Flows, blocks and runs: every URL of `/api/automation/flows/`, `/blocks/` and `/runs/` the console calls. */
import { api, query } from './client.js';
import type { Block, Flow, FlowRun, FlowVersion, Graph, LetterPreview, LetterPreviewRequest, Mode, Page, Simulation } from './types.js';

const FLOWS = '/api/automation/flows/';

export const flowsApi = {
  list: (mode: Mode) => api.get<Page<Flow>>(`${FLOWS}${query({ mode, ordering: 'name', page_size: 200 })}`),
  get: (id: number) => api.get<Flow>(`${FLOWS}${id}/`),
  create: (flow: { name: string; mode: Mode; graph: Graph }) => api.post<Flow>(FLOWS, flow),
  update: (id: number, patch: Partial<Pick<Flow, 'name' | 'mode' | 'graph' | 'is_active' | 'version'>>) =>
    api.patch<Flow>(`${FLOWS}${id}/`, patch),
  remove: (id: number) => api.delete(`${FLOWS}${id}/`),
  testRun: (id: number, context: Record<string, unknown>, trigger: string | undefined) =>
    api.post<FlowRun>(`${FLOWS}${id}/run/`, { context, trigger }),
  /** Live runs (not test runs), newest first. */
  runs: (id: number) => api.get<Page<FlowRun>>(`${FLOWS}${id}/runs/${query({ test: false, page_size: 50 })}`),
  cancelRun: (runId: number) => api.post<FlowRun>(`/api/automation/runs/${runId}/cancel/`),
  retryRun: (runId: number) => api.post<FlowRun>(`/api/automation/runs/${runId}/retry/`),
  versions: (id: number) => api.get<{ results: FlowVersion[] }>(`${FLOWS}${id}/versions/`),
  simulate: (id: number, invoiceId: number, days: number) =>
    api.post<Simulation>(`${FLOWS}${id}/simulate/`, { invoice_id: invoiceId, days }),
  /** The letter a step as drawn would send, for a real invoice or client; nothing is saved or sent. */
  previewLetter: (request: LetterPreviewRequest) => api.post<LetterPreview>('/api/automation/letters/preview/', request),
  blocks: (mode: Mode) => api.get<{ results: Block[] }>(`/api/automation/blocks/${query({ mode })}`),
};
