import { PaymentOps } from '@parking/contracts';
import { describe, expect, it } from 'vitest';
import { createSandboxNotifier, type NotificationDelivery } from './sandbox-notifier';
import { urlOf } from '../../../../test/call';

const delivery: NotificationDelivery = {
  url: `http://127.0.0.1${urlOf(PaymentOps.providerNotify, { provider: 'sandbox' })}`,
  headers: {},
  body: '{}',
};

/** A random source that plays back the given numbers, then 0.99. */
const playback = (values: number[]) => () => values.shift() ?? 0.99;

describe('the sandbox notifier', () => {
  it('delivers after the delay, once, when nothing goes wrong', async () => {
    const seen: number[] = [];
    const started = Date.now();
    const notifier = createSandboxNotifier({
      delayMs: 30,
      failureRate: 0,
      duplicates: 0,
      transport: async () => {
        seen.push(Date.now() - started);
        return { status: 200 };
      },
    });
    notifier.deliver(delivery);
    await notifier.idle();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeGreaterThanOrEqual(25);
    expect(notifier.stats).toEqual({ attempts: 1, lost: 0, delivered: 1, refused: 0 });
  });

  it('sends duplicates when told to', async () => {
    let count = 0;
    const notifier = createSandboxNotifier({
      delayMs: 0,
      failureRate: 0,
      duplicates: 2,
      transport: async () => ({ status: 200 + 0 * ++count }),
    });
    notifier.deliver(delivery);
    await notifier.idle();
    expect(count).toBe(3);
  });

  it('retries lost attempts and refusals with its pauses, then gives up', async () => {
    const statuses = [500, 200];
    let calls = 0;
    const notifier = createSandboxNotifier({
      delayMs: 0,
      failureRate: 0.5,
      duplicates: 0,
      random: playback([0.1, 0.9, 0.9]), // lost, then sent (500), then sent (200)
      retryDelaysMs: [1, 1, 1],
      transport: async () => ({ status: statuses[calls++] ?? 200 }),
    });
    notifier.deliver(delivery);
    await notifier.idle();
    expect(notifier.stats).toEqual({ attempts: 3, lost: 1, delivered: 1, refused: 1 });

    const hopeless = createSandboxNotifier({
      delayMs: 0,
      failureRate: 1,
      duplicates: 0,
      retryDelaysMs: [1, 1],
      transport: async () => ({ status: 200 }),
    });
    hopeless.deliver(delivery);
    await hopeless.idle();
    expect(hopeless.stats).toEqual({ attempts: 3, lost: 3, delivered: 0, refused: 0 });
  });

  it('stops: nothing scheduled runs after stop()', async () => {
    let calls = 0;
    const notifier = createSandboxNotifier({
      delayMs: 50,
      failureRate: 0,
      duplicates: 0,
      transport: async () => ({ status: 200 + 0 * ++calls }),
    });
    notifier.deliver(delivery);
    notifier.stop();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls).toBe(0);
  });
});
