/**
 * A round-robin reverse proxy of a few lines (node:http) for bench/two-processes.bench.ts: each
 * request goes to the next upstream in turn, streamed both ways (SSE included). nginx does the same in
 * a real deployment (README, "Two API processes behind nginx"); the two-process test runs that nginx
 * (scripts/local-nginx.ts), the bench keeps this proxy so its recorded runs stay comparable.
 */
import { Agent, createServer, request as forward } from 'node:http';

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: readonly string[], port = 0): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let turn = 0;
  const server = createServer((incoming, outgoing) => {
    const upstream = new URL(incoming.url ?? '/', upstreams[turn++ % upstreams.length]);
    const proxied = forward(
      upstream,
      { method: incoming.method, headers: incoming.headers, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    // A client gone (a closed SSE stream) ends the upstream request too.
    outgoing.on('close', () => proxied.destroy());
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no proxy port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
