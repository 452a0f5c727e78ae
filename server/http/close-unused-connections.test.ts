/**
 * A stopping server does not wait for connections that never sent a request (a browser's preconnect):
 * Node 20 alone would keep it open until the headers timeout (nodejs/node#63452). A request in flight
 * still gets its answer.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeUnusedConnections } from './close-unused-connections';

let app: FastifyInstance;
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

async function listening(inFlightGraceMs?: number): Promise<number> {
  app = Fastify({ connectionTimeout: 120_000 });
  closeUnusedConnections(app, inFlightGraceMs);
  app.post('/echo', async (request) => request.body);
  app.get('/slow', async () => {
    await new Promise((done) => setTimeout(done, 300));
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

function preconnect(port: number): Promise<Socket> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.once('connect', () => done(socket));
    socket.once('error', fail);
  });
}

/** Whether `close()` ends within the time, while the connections stay as they are. */
async function closesWithin(ms: number): Promise<boolean> {
  const closed = app.close().then(() => true);
  const late = new Promise<boolean>((done) => setTimeout(() => done(false), ms));
  return Promise.race([closed, late]);
}

describe('closing with connections a browser opened ahead of need', () => {
  it('ends at once although a connection never sent a request', async () => {
    const port = await listening();
    const socket = await preconnect(port);
    // The server has accepted it before it stops (a preconnect is accepted, then waits).
    await new Promise((done) => setTimeout(done, 50));
    expect(await closesWithin(2_000)).toBe(true);
    expect(socket.readableEnded || socket.destroyed || (await endOf(socket))).toBe(true);
  });

  it('still answers a request that was in flight', async () => {
    const port = await listening();
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then((response) => response.json());
    await new Promise((done) => setTimeout(done, 50));
    const closed = closesWithin(2_000);
    await expect(answer).resolves.toEqual({ ok: true });
    // Its keep-alive connection would otherwise hold the server for the keep-alive timeout.
    expect(await closed).toBe(true);
  });
});

describe('closing with a request whose client stopped sending', () => {
  it('cuts it off after the grace: the stop does not wait for it for good', async () => {
    const port = await listening(300);
    const socket = await preconnect(port);
    // Headers and a tenth of the body: the request has begun and will never complete.
    socket.write(
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a',
    );
    await new Promise((done) => setTimeout(done, 100));
    expect(await closesWithin(2_000)).toBe(true);
    expect(socket.destroyed || (await endOf(socket))).toBe(true);
  });
});

function endOf(socket: Socket): Promise<boolean> {
  return new Promise((done) => {
    socket.once('close', () => done(true));
    socket.once('end', () => done(true));
  });
}
