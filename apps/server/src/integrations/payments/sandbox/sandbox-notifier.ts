/**
 * How the sandbox delivers its asynchronous notifications: like a real provider, after a delay, retrying on any
 * failure with growing pauses, and (when configured) losing attempts and sending duplicates, so the orders layer is
 * exercised the way WeChat Pay and Alipay exercise it.
 */

export interface NotificationDelivery {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Sends one delivery; resolves with the HTTP status our endpoint answered. */
export type DeliveryTransport = (delivery: NotificationDelivery) => Promise<{ status: number }>;

export interface SandboxNotifierOptions {
  /** Before the first attempt. */
  delayMs: number;
  /** Chance (0–1) that an attempt is lost on the way (retried later). */
  failureRate: number;
  /** Extra copies of every notification. */
  duplicates: number;
  transport?: DeliveryTransport;
  random?: () => number;
  /** Pauses before the 2nd, 3rd… attempt; after the last the sandbox gives up (the order sweeper still finds it). */
  retryDelaysMs?: readonly number[];
  log?: { warn(obj: object, msg: string): void };
}

export interface SandboxNotifier {
  deliver(delivery: NotificationDelivery): void;
  /** Resolves once nothing is scheduled or in flight (tests). */
  idle(): Promise<void>;
  /** Attempts made so far, and how they went (tests and the bench). */
  readonly stats: { attempts: number; lost: number; delivered: number; refused: number };
  stop(): void;
}

// WeChat Pay retries at 15 s, 15 s, 30 s, 3 min… over a day; compressed here so a demo sees the effect in seconds.
const DEFAULT_RETRY_DELAYS_MS = [1_000, 3_000, 10_000, 30_000, 120_000];
const DUPLICATE_SPACING_MS = 150;
const TRANSPORT_TIMEOUT_MS = 5_000;

const fetchTransport: DeliveryTransport = async ({ url, headers, body }) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    signal: AbortSignal.timeout(TRANSPORT_TIMEOUT_MS),
  });
  await response.arrayBuffer();
  return { status: response.status };
};

export function createSandboxNotifier(options: SandboxNotifierOptions): SandboxNotifier {
  const transport = options.transport ?? fetchTransport;
  const random = options.random ?? Math.random;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  let stopped = false;
  let waiters: (() => void)[] = [];
  const stats = { attempts: 0, lost: 0, delivered: 0, refused: 0 };

  const settleWaiters = () => {
    if (timers.size > 0 || inFlight > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  function schedule(delayMs: number, run: () => Promise<void>) {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      inFlight++;
      void run().finally(() => {
        inFlight--;
        settleWaiters();
      });
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  function attempt(delivery: NotificationDelivery, n: number): () => Promise<void> {
    return async () => {
      stats.attempts++;
      let ok = false;
      if (random() < options.failureRate) {
        stats.lost++;
      } else {
        try {
          const { status } = await transport(delivery);
          ok = status >= 200 && status < 300;
          if (ok) stats.delivered++;
          else stats.refused++;
        } catch (error) {
          stats.refused++;
          options.log?.warn({ err: error, url: delivery.url }, 'sandbox notification delivery failed');
        }
      }
      const pause = retryDelays[n];
      if (!ok && pause !== undefined) schedule(pause, attempt(delivery, n + 1));
    };
  }

  return {
    deliver(delivery) {
      for (let copy = 0; copy <= options.duplicates; copy++) {
        schedule(options.delayMs + copy * DUPLICATE_SPACING_MS, attempt(delivery, 0));
      }
    },
    idle() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        settleWaiters();
      });
    },
    stats,
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      settleWaiters();
    },
  };
}
