import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Lets a stopping server exit at once although a browser holds connections it never sent a request
 * on. Chromium opens such connections ahead of need (preconnect), and Node 20's `server.close()` does
 * not count them as idle (nodejs/node#63452, fixed only in later Node lines): a SIGTERM then waited
 * for the headers timeout, up to a minute, before the process could exit and a new one take the port.
 * Likewise a request in flight when the server starts stopping gets its whole answer, and then its
 * connection is ended: kept alive, it would pin the stopping server for the keep-alive timeout.
 */
/** How long a stopping server lets a request in flight finish (a real one takes well under a second). */
export const IN_FLIGHT_GRACE_MS = 5_000;

export function closeUnusedConnections(app: FastifyInstance, inFlightGraceMs = IN_FLIGHT_GRACE_MS): void {
  const unused = new Set<Socket>();
  const open = new Set<Socket>();
  let closing = false;
  app.server.on('connection', (socket: Socket) => {
    // One accepted while the server is stopping would only pin it open: no request of it is served.
    if (closing) {
      socket.destroy();
      return;
    }
    unused.add(socket);
    open.add(socket);
    socket.once('close', () => {
      unused.delete(socket);
      open.delete(socket);
    });
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    unused.delete(request.socket);
    response.once('finish', () => {
      if (closing) request.socket.end();
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of unused) socket.destroy();
    unused.clear();
    // A request still in flight after the grace (a client that stopped sending its body) is cut off:
    // `server.close()` also stops Node's request-timeout checks, so it would hold the stop for good.
    setTimeout(() => {
      for (const socket of open) socket.destroy();
    }, inFlightGraceMs).unref();
  });
}
