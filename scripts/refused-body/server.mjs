// The server of run.mjs: refuses every body with 413 after its first 10 KB, its connection handled as argv[2] says.
/* global Buffer */
import http from 'node:http';
const mode = process.argv[2];
const server = http.createServer((req, res) => {
  let got = 0,
    answered = false;
  const onData = (chunk) => {
    got += chunk.length;
    if (answered || got < 10_000) return;
    answered = true;
    req.off('data', onData);
    const body = JSON.stringify({ code: 'too_many_members' });
    if (mode === 'discard') {
      req.on('data', () => {});
      req.resume();
      res.writeHead(413, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
    } else if (mode === 'close') {
      // nginx-like: answer with Connection: close, then stop reading; the socket is closed once the answer is out.
      req.pause();
      res.writeHead(413, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' }).end(body);
    } else if (mode === 'close-linger') {
      req.on('data', () => {});
      req.resume();
      res.writeHead(413, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' }).end(body);
    }
  };
  req.on('data', onData);
  req.on('end', () => {
    if (!answered) res.end('{}');
  });
});
server.listen(0, '127.0.0.1', () => process.send(server.address().port));
process.on('message', () => {
  const u = process.cpuUsage();
  process.send({ cpu: u.user + u.system });
});
