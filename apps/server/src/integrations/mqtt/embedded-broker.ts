import net from 'node:net';
import { Aedes, type AuthenticateError, type Client } from 'aedes';

/** Who a connection is, as the rules of who may connect (the lock broker's auth module) say. */
export interface BrokerRules<Identity> {
  authenticate(
    username: string | undefined,
    password: string | undefined,
  ): Promise<{ ok: true; identity: Identity } | { ok: false; refusal: 'badCredentials' | 'disabled' }>;
  mayPublish(who: Identity, topic: string): boolean;
  maySubscribe(who: Identity, filter: string): boolean;
  /** Of the connected identities, those to disconnect now (a key reset, a gateway disabled); by index. */
  revoked?(connected: Identity[]): Promise<number[]>;
}

const refused = (message: string, returnCode: 4 | 5): AuthenticateError =>
  Object.assign(new Error(message), { returnCode }) as AuthenticateError;

/**
 * An MQTT broker in this process (aedes): where the lock gateways connect when no LOCK_MQTT_URL is given. With
 * `rules`, every connection signs in (user name and password) and may publish and subscribe only what the rules allow;
 * every `revalidateMs` the connections whose identity was revoked are dropped. Without `rules` it accepts anybody
 * (tests of other things). It listens on 127.0.0.1 unless told a host (LOCK_MQTT_LISTEN).
 */
export async function startEmbeddedBroker<Identity>({
  port = 0,
  host = '127.0.0.1',
  rules,
  revalidateMs = 5_000,
  log,
}: {
  port?: number;
  host?: string;
  rules?: BrokerRules<Identity>;
  revalidateMs?: number;
  log?: { warn(obj: object, msg: string): void };
} = {}) {
  const identities = new Map<Client, Identity>();
  const broker = await Aedes.createBroker(
    rules
      ? {
          authenticate(client, username, password, done) {
            rules.authenticate(username, password?.toString('utf8')).then(
              (answer) => {
                if (answer.ok) {
                  identities.set(client, answer.identity);
                  return done(null, true);
                }
                log?.warn({ username, refusal: answer.refusal }, 'lock broker refused a connection');
                done(
                  answer.refusal === 'disabled'
                    ? refused('gateway disabled', 5)
                    : refused('bad user name or password', 4),
                  false,
                );
              },
              () => done(refused('server unavailable', 5), false),
            );
          },
          authorizePublish(client, packet, done) {
            // client null: the broker's own publications (none here are refused).
            const who = client ? identities.get(client) : undefined;
            if (client && (!who || !rules.mayPublish(who, packet.topic))) {
              return done(new Error(`publishing to ${packet.topic} is not allowed`));
            }
            done(null);
          },
          authorizeSubscribe(client, subscription, done) {
            const who = identities.get(client);
            // A refused filter gets a SUBACK of 128 (failure); the connection stays.
            done(null, who && rules.maySubscribe(who, subscription.topic) ? subscription : null);
          },
        }
      : {},
  );
  broker.on('clientDisconnect', (client) => identities.delete(client));

  async function revalidate(): Promise<void> {
    if (!rules?.revoked || identities.size === 0) return;
    const connected = [...identities];
    const drop = await rules.revoked(connected.map(([, who]) => who));
    for (const i of drop) {
      // Its identity stays until it is gone: its last will (offline, on its own status topic) still goes out.
      connected[i]![0].close();
    }
  }
  const timer = rules?.revoked ? setInterval(() => void revalidate().catch(() => undefined), revalidateMs) : undefined;
  timer?.unref();

  const server = net.createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as net.AddressInfo;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    /** Where this process's client connects (the listening address; 0.0.0.0 reaches it through 127.0.0.1). */
    url: `mqtt://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : shown}:${address.port}`,
    port: address.port,
    /** Drops the connections whose identity was revoked now (tests; otherwise every `revalidateMs`). */
    revalidate,
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      // The broker first: it ends its clients' connections, which the listening socket waits for.
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type EmbeddedBroker = Awaited<ReturnType<typeof startEmbeddedBroker>>;
