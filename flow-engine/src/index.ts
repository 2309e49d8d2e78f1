/** The flow engine: graphs, blocks, validation, templates and the executor. No database, no HTTP. */
export type * from './types.js';
export { GRAPH_SCHEMA } from './schema.js';
export { MODES, blockOf, blocksOf } from './blocks/index.js';
export { validateGraph } from './validate/index.js';
export { compileTemplate, TemplateError, TemplateLimitError, type RenderOptions } from './template/index.js';
export { DEFAULT_LETTER_FORMAT, LETTER_HELPERS, itemHeadings, type LetterFormat } from './template/letters.js';
export { FLOW_TEMPLATE_LIMITS, TEMPLATE_LIMITS, type TemplateLimits } from './template/limits.js';
export { RENDER_LIMITS, RenderBudget, TemplateBudgetError, type RenderLimits } from './template/budget.js';
export { MAX_TRACE_ENTRIES, RUN_LIMITS, appendTrace, capTrace } from './execute/budget.js';
export { compileFlow, compileFlowInSlices, InvalidFlowError, type CompiledFlow } from './execute/compile.js';
export { runFlow, type RunOptions } from './execute/run.js';
export { EventLoopSlices, SLICE_MS, setSliceRest } from './execute/slices.js';
export { evaluateCondition, writtenDateProblem, writtenNumberProblem } from './execute/logic.js';
export { instantOfWallClock, offsetMs, wallClockOf } from './execute/zone-time.js';
