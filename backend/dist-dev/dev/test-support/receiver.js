/**
 * A webhook receiver on 127.0.0.1 that records what it gets and answers as
 * the test scripts it (fail first, then recover; answer 429; hang up).
 */
import { createServer } from 'node:http';
export async function startReceiver(path = '/hook') {
    const received = [];
    const receiver = {
        url: '',
        received,
        answer: () => ({ status: 200 }),
        delayMs: 0,
        async waitFor(predicate, timeoutMs = 20_000) {
            const deadline = Date.now() + timeoutMs;
            while (!predicate(received)) {
                if (Date.now() > deadline)
                    throw new Error(`receiver: condition not met within ${timeoutMs} ms; got ${received.length} requests: ${received.map((r) => r.json?.type).join(', ')}`);
                await new Promise((resolve) => setTimeout(resolve, 25));
            }
        },
        close: () => new Promise((resolve) => server.close(() => resolve())),
    };
    const server = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
            const entry = { headers: req.headers, body, json: safeJson(body), at: Date.now() };
            received.push(entry);
            const answer = receiver.answer(entry, received.length - 1);
            const respond = () => {
                res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
                res.end(answer.body ?? 'ok');
            };
            if (receiver.delayMs > 0)
                setTimeout(respond, receiver.delayMs);
            else
                respond();
        });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiver.url = `http://127.0.0.1:${server.address().port}${path}`;
    return receiver;
}
function safeJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return null;
    }
}
//# sourceMappingURL=receiver.js.map