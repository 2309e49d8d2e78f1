/** The flow engine: graphs, blocks, validation, templates and the executor. No database, no HTTP. */
export type * from './types.js';
export { GRAPH_SCHEMA } from './schema.js';
export { MODES, blockOf, blocksOf } from './blocks/index.js';
export { validateGraph } from './validate/index.js';
export { compileTemplate, TemplateError } from './template/index.js';
export { compileFlow, InvalidFlowError, type CompiledFlow } from './execute/compile.js';
export { runFlow, type RunOptions } from './execute/run.js';
export { evaluateCondition } from './execute/logic.js';
