// Several server processes on one PostgreSQL behind a round-robin proxy: what `npm run proof:nodes`
// (test/nodes-proof.ts) and `npm run bench:nodes` (bench/nodes.bench.ts) both start and drive.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import {
  API_BASE,
  encodePayload,
  fillPath,
  HealthRoutes,
  IDEMPOTENCY_KEY_HEADER,
  PushEvent,
  PushRoutes,
  RequestHeader,
} from '@parking/contracts';
import httpProxy from 'http-proxy';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const PROXY = fileURLToPath(new URL('./nodes-proxy.ts', import.meta.url));
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';
/** Every node must verify what another signed (sandbox checkout links and notifications, pictures). */
export const SANDBOX_SECRET = 'nodes-proof-sandbox-secret-0123456789';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const handedOut = new Set<number>();

/**
 * A port free now for a node or proxy to listen on, below Linux's ephemeral range (32768–60999): a port from that
 * range, once let go, can go to any outgoing connection (a starting node's own pool to PostgreSQL) before the node
 * listens on it, and the node then dies on EADDRINUSE. Never the same port twice in one process.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + randomInt(12_000);
    if (handedOut.has(port)) continue;
    const server = http.createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!free) continue;
    await new Promise((resolve) => server.close(resolve));
    handedOut.add(port);
    return port;
  }
}

export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(200);
  }
}

export interface Node {
  port: number;
  url: string;
  process: ChildProcess;
}

export const exited = (node: Node) => node.process.exitCode !== null || node.process.signalCode !== null;

export interface NodeOptions {
  databaseUrl: string;
  /** The proxy's address: the links nodes hand out (sandbox checkout, notify URL) go through it. */
  publicBaseUrl: string;
  uploadDir: string;
  /** Added to (or overriding) the node's environment. */
  env?: Record<string, string>;
}

/** One server process (src/main.ts, as deployed) on the shared database. */
export function startNode(port: number, { databaseUrl, publicBaseUrl, uploadDir, env = {} }: NodeOptions): Node {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      UPLOAD_DIR: uploadDir,
      DEMO: '1',
      LOG_LEVEL: process.env.NODES_PROOF_LOG_LEVEL ?? 'warn',
      SANDBOX_SECRET,
      PARKING_PICTURE_SECRET: 'nodes-proof-picture-secret-0123456789abcdef',
      PUBLIC_BASE_URL: publicBaseUrl,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { port, url: `http://127.0.0.1:${port}`, process: child };
}

/**
 * Starts `count` nodes one at a time (the first migrates and seeds, the others find it done) and waits for each; they
 * go into `nodes` as they start, so the caller stops them even when a later one fails.
 */
export async function startNodes(count: number, options: NodeOptions, nodes: Node[] = []): Promise<Node[]> {
  for (let i = 0; i < count; i++) {
    const node = startNode(await freePort(), options);
    nodes.push(node);
    await untilUp(node, `node ${i}`);
  }
  return nodes;
}

/**
 * Resolves when the node answers its health check. It compiles the server with tsx as it starts: on a busy 2-core
 * machine that alone can take a minute, so up to 3; a node that exits meanwhile (its error is in the output) fails
 * the wait at once.
 */
export async function untilUp(node: Node, name: string): Promise<void> {
  const state = await until(
    `${name} up`,
    async () => {
      if (exited(node)) return 'exited';
      return (await fetch(`${node.url}${API_BASE}${HealthRoutes.health.path}`)).ok ? 'up' : undefined;
    },
    180_000,
  );
  if (state === 'exited') {
    throw new Error(`${name} exited (code ${node.process.exitCode ?? node.process.signalCode}) before it was up`);
  }
}

/** SIGTERMs the nodes still running and resolves with how long each took to exit, and its exit code. */
export async function stopNodes(nodes: Node[]): Promise<{ ms: number; code: number | null }[]> {
  return Promise.all(
    nodes.map(async (node) => {
      if (exited(node)) return { ms: 0, code: node.process.exitCode };
      const started = Date.now();
      const code = new Promise<number | null>((resolve) => node.process.once('exit', (c) => resolve(c)));
      node.process.kill('SIGTERM');
      return { code: await code, ms: Date.now() - started };
    }),
  );
}

export interface ProxyOptions {
  /** Sends a request to this node instead of the next in turn (a test steering one request); undefined: in turn. */
  steer?: (req: http.IncomingMessage) => Pick<Node, 'url'> | undefined;
}

/**
 * A round-robin proxy. A node refusing connections is skipped for a while and the request goes to the next one (as a
 * load balancer with health checks does); a request a node accepted and then lost is not sent again (502).
 */
export function startProxy(nodes: Pick<Node, 'url'>[], port: number, { steer }: ProxyOptions = {}): http.Server {
  // Node's global agent: keep-alive to the nodes, idle sockets closed after 5 s.
  const proxy = httpProxy.createProxyServer({});
  const downUntil = new Map<string, number>();
  let next = 0;
  const pick = () => {
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[next++ % nodes.length]!;
      if ((downUntil.get(node.url) ?? 0) < Date.now()) return node;
    }
    return nodes[0]!;
  };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const steered = steer?.(req);
    const attempt = (tries: number) => {
      const node = (tries === 1 && steered) || pick();
      proxy.web(req, res, { target: node.url, buffer: Readable.from([body]) }, (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNREFUSED') return void (res.headersSent || res.writeHead(502).end());
        downUntil.set(node.url, Date.now() + 10_000);
        if (tries < nodes.length && !res.headersSent) attempt(tries + 1);
        else if (!res.headersSent) res.writeHead(502).end();
      });
    };
    attempt(1);
  });
  server.listen(port, '127.0.0.1');
  return server;
}

/**
 * The same proxy in a process of its own (as a load balancer runs on its own): for benches, where a proxy sharing the
 * load generator's event loop would measure the load generator.
 */
export async function spawnProxy(nodes: Pick<Node, 'url'>[], port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', PROXY, String(port), ...nodes.map((n) => n.url)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await until(`the proxy on ${port}`, async () =>
    (await fetch(`http://127.0.0.1:${port}${API_BASE}${HealthRoutes.health.path}`)).ok ? true : undefined,
  );
  return child;
}

/** What a driver's app sends: a fresh payload (nonce, time, dealer), WeChat's client type and user agent. */
export const appHeaders = (token?: string): Record<string, string> => ({
  [RequestHeader.PAYLOAD]: encodePayload({
    nonce: randomBytes(16).toString('hex'),
    timestamp: Date.now(),
    authModel: 1,
    driverDealerId: '330100',
  }),
  [RequestHeader.CLIENT_TYPE]: '2',
  'user-agent': WECHAT_UA,
  ...(token ? { [RequestHeader.AUTHORIZATION]: `Bearer ${token}` } : {}),
});

export interface ApiInit {
  method?: string;
  body?: unknown;
  key?: string;
  /** A driver's access token. */
  token?: string;
}

/** A call through `base`, retried on a 502 (a node just died) with fresh headers: idempotent calls only. */
export async function api<T>(base: string, path: string, init: ApiInit = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${base}${API_BASE}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...appHeaders(init.token),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.key ? { [IDEMPOTENCY_KEY_HEADER]: init.key } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    if (res.status === 502 && attempt < 5) continue;
    const envelope = (await res.json()) as { code: string; message: string; data?: T };
    if (envelope.code !== '200') throw new Error(`${path}: ${res.status} ${envelope.code} ${envelope.message}`);
    return envelope.data as T;
  }
}

/** Opens an order's push stream on one node (as the result page does) and resolves `changed` at its first push. */
export async function watch(node: Pick<Node, 'url'>, orderNo: string, token?: string) {
  const controller = new AbortController();
  const res = await fetch(`${node.url}${API_BASE}${fillPath(PushRoutes.orderEvents, { orderNo })}`, {
    headers: appHeaders(token),
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`push stream of ${orderNo}: ${res.status}`);
  let pushedAt: number | undefined;
  const changed = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of res.body!) {
      if (decoder.decode(chunk).includes(`event: ${PushEvent.CHANGED}`)) {
        pushedAt = Date.now();
        return;
      }
    }
  })().catch(() => undefined);
  return { changed, pushedAt: () => pushedAt, close: () => controller.abort() };
}

/** Sorted samples' percentile (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
