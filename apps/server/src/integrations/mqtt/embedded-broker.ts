import net from 'node:net';
import { Aedes } from 'aedes';

/** An MQTT broker in this process (aedes): the demo's and the tests' stand-in for the broker lock gateways use. */
export async function startEmbeddedBroker({ port = 0, host = '127.0.0.1' } = {}) {
  const broker = await Aedes.createBroker();
  const server = net.createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as net.AddressInfo;
  return {
    url: `mqtt://${host}:${address.port}`,
    async close(): Promise<void> {
      // The broker first: it ends its clients' connections, which the listening socket waits for.
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type EmbeddedBroker = Awaited<ReturnType<typeof startEmbeddedBroker>>;
