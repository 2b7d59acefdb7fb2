import http from 'node:http';
import net from 'node:net';
import { API_BASE, fillPath, ParkingRoutes, PayChannel, PushRoutes } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { aPayablePark, aParkedCar, appHeaders, payBill } from '../../test/payments';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const closed = (socket: net.Socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()));

/** Reads a raw HTTP/1.1 connection until the server closes it; resolves with everything it answered. */
const answerOf = (socket: net.Socket) =>
  new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.once('close', () => resolve(text));
  });

async function connect(): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

describe('closing a node (SIGTERM: main.ts calls app.close)', () => {
  it('finishes the request in flight and ends the open stream, keep-alive and request-less connections at once', async () => {
    // An order's push stream, open as a result page holds it.
    const park = await aPayablePark(t);
    const car = await aParkedCar(t, park);
    const order = (await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.WX)).body.data!;
    const stream = http.get(`http://127.0.0.1:${port}${API_BASE}${fillPath(PushRoutes.orderEvents, order)}`, {
      headers: appHeaders(t),
    });
    const streamResponse = await new Promise<http.IncomingMessage>((resolve) => stream.once('response', resolve));
    expect(streamResponse.headers['content-type']).toMatch(/^text\/event-stream/);
    const streamEnded = new Promise<void>((resolve) => streamResponse.on('end', resolve).resume());

    // A keep-alive connection idle between two requests (what a proxy's pool holds).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idle = await new Promise<net.Socket>((resolve) => {
      const req = http.get(`http://127.0.0.1:${port}${API_BASE}/health`, { agent }, (res) => {
        res.resume().on('end', () => resolve(req.socket!));
      });
    });
    const idleClosed = closed(idle);
    // A connection opened ahead, no request on it yet: before the drain, this one held the node its whole grace.
    const ahead = await connect();
    const aheadClosed = closed(ahead);
    // A request in flight: its headers are in, half its body is not.
    const body = JSON.stringify({ plateNo: car.plateNo, dealerId: '330100' });
    const inFlight = await connect();
    const answered = answerOf(inFlight);
    const headers = Object.entries({ ...appHeaders(t), 'content-type': 'application/json' })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    inFlight.write(
      `POST ${API_BASE}${ParkingRoutes.plateLookup.path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${headers}\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    const closing = t.app.close();
    // The body's rest arrives after the close began: the request is still answered, then its connection closes.
    setTimeout(() => inFlight.write(body.slice(5)), 100);
    let done = false;
    await Promise.race([
      closing.then(() => (done = true)),
      // Fastify keeps idle connections 72 s and main.ts gives up after 10 s: 3 s tells a drain from a hang.
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]);
    expect(done).toBe(true);
    await Promise.all([streamEnded, idleClosed, aheadClosed]);
    expect(await answered).toMatch(/^HTTP\/1\.1 200 /);
    agent.destroy();
  });
});
