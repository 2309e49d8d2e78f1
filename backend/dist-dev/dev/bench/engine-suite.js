/**
 * The flow engine alone, in-process, no I/O: runs per second of a 10-node
 * flow with templates and a condition, and the overhead per node. The action
 * port answers at once, so what is measured is the engine's own work.
 * Target: per-node overhead under 20 µs.
 */
import { compileFlow, runFlow } from '@kontor/flow-engine';
const at = { x: 0, y: 0 };
const FLOW = {
    nodes: [
        { id: 'start', type: 'trigger.invoice_created', params: {}, position: at },
        { id: 'var1', type: 'set_variable', params: { name: 'greeting', value: 'Dear {{client.name}}' }, position: at },
        {
            id: 'mail',
            type: 'send_email',
            params: {
                to: '{{client.email}}',
                subject: 'Invoice {{invoice.number}}',
                body: '{{vars.greeting}}, {{invoice.total}} {{invoice.currency}} is due on {{invoice.due_date}}.',
            },
            position: at,
        },
        { id: 'big', type: 'condition', params: { value: '{{invoice.total}}', operator: 'greater', compare_to: '1000' }, position: at },
        { id: 'task', type: 'create_task', params: { title: 'Check {{invoice.number}} for {{client.name}}', priority: 'high' }, position: at },
        { id: 'var2', type: 'set_variable', params: { name: 'size', value: 'large' }, position: at },
        {
            id: 'push',
            type: 'send_to_platform',
            params: { url: 'https://example.com/hook', payload: { number: '{{invoice.number}}', client: '{{client.name}}' } },
            position: at,
        },
        { id: 'var3', type: 'set_variable', params: { name: 'done', value: '{{invoice.number}} handled' }, position: at },
        { id: 'status', type: 'update_invoice_status', params: { status: 'sent' }, position: at },
        { id: 'small', type: 'set_variable', params: { name: 'size', value: 'small' }, position: at },
    ],
    connections: [
        { from: 'start', to: 'var1', output: 'main' },
        { from: 'var1', to: 'mail', output: 'main' },
        { from: 'mail', to: 'big', output: 'main' },
        { from: 'big', to: 'task', output: 'true' },
        { from: 'big', to: 'small', output: 'false' },
        { from: 'task', to: 'var2', output: 'main' },
        { from: 'var2', to: 'push', output: 'main' },
        { from: 'push', to: 'var3', output: 'main' },
        { from: 'var3', to: 'status', output: 'main' },
    ],
};
const CONTEXT = {
    invoice: { number: '2026-0042', total: '1815.00', currency: 'EUR', due_date: '2026-12-06', status: 'draft' },
    client: { name: 'Novák Transport s.r.o.', email: 'ap@novak.test' },
};
export async function engineBenchmark({ seconds }) {
    const flow = compileFlow(FLOW, 'automation');
    const actions = { run: async () => ({ ok: true }) };
    const nodesPerRun = (await runFlow(flow, { context: CONTEXT, actions })).trace.length;
    for (let i = 0; i < 2000; i++)
        await runFlow(flow, { context: CONTEXT, actions }); // warm-up
    let runs = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    while (performance.now() < deadline) {
        for (let i = 0; i < 500; i++)
            await runFlow(flow, { context: CONTEXT, actions });
        runs += 500;
    }
    const elapsedMs = performance.now() - started;
    const perRunUs = (elapsedMs * 1000) / runs;
    return {
        runs_per_second: Math.round(runs / (elapsedMs / 1000)),
        nodes_per_run: nodesPerRun,
        per_run_us: Math.round(perRunUs * 10) / 10,
        per_node_us: Math.round((perRunUs / nodesPerRun) * 100) / 100,
    };
}
//# sourceMappingURL=engine-suite.js.map