import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a socket we ended may take to say goodbye before it is cut (a client that never closes its side). */
const END_GRACE_MS = 1_000;

/**
 * Closing a node: requests in flight finish, every other connection goes at once. `server.close()` (what Fastify's
 * close calls) only closes the keep-alive connections idle at that instant, then waits for every other one — and two
 * kinds stay: a connection opened without a request yet (load balancers and fetch pools open them ahead; Node counts
 * it as active, and the check that would time it out stops at close) and a keep-alive connection whose request ends
 * after the close began. Either held a node for its whole 10 s grace after SIGTERM (issue 15). So: at close, each
 * connection with no request in flight is ended now, each other one as its last response ends (Fastify answers
 * requests arriving meanwhile with 503 and `Connection: close`). Upgraded sockets (device links, OCPP) are closed by
 * their modules' `stop` with a close frame; one still open a second later is cut.
 */
export function installConnectionDrain(app: FastifyInstance): void {
  const inFlight = new Map<Socket, number>();
  const upgraded = new Set<Socket>();
  let closing = false;

  const end = (socket: Socket) => {
    socket.end();
    setTimeout(() => socket.destroy(), END_GRACE_MS).unref();
  };

  app.server.on('connection', (socket: Socket) => {
    if (closing) return void end(socket);
    inFlight.set(socket, 0);
    socket.once('close', () => {
      inFlight.delete(socket);
      upgraded.delete(socket);
    });
  });
  app.server.on('request', (req, res) => {
    const socket = req.socket;
    if (!inFlight.has(socket)) return;
    inFlight.set(socket, inFlight.get(socket)! + 1);
    res.once('close', () => {
      if (!inFlight.has(socket)) return;
      const left = inFlight.get(socket)! - 1;
      inFlight.set(socket, left);
      if (closing && left === 0) end(socket);
    });
  });
  app.server.on('upgrade', (req) => {
    upgraded.add(req.socket as Socket);
    inFlight.delete(req.socket as Socket);
  });

  app.addHook('preClose', async () => {
    closing = true;
    for (const [socket, requests] of inFlight) if (requests === 0) end(socket);
    if (upgraded.size > 0) {
      setTimeout(() => {
        for (const socket of upgraded) socket.destroy();
      }, END_GRACE_MS).unref();
    }
  });
}
