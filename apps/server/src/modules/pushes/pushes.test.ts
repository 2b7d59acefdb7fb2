import { API_BASE, ErrorCode, fillPath, PayChannel, PushEvent, PushRoutes } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signInDriver } from '../../../test/drivers';
import { aPayablePark, aParkedCar, appHeaders, confirmInSandbox, payBill, type CallAs } from '../../../test/payments';
import { until } from '../../../test/until';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Opens an order's stream as a browser would (fetch: the payload header goes along) and collects its events. */
async function openStream(orderNo: string, as: CallAs = {}) {
  const controller = new AbortController();
  const res = await fetch(`${base}${API_BASE}${fillPath(PushRoutes.orderEvents, { orderNo })}`, {
    headers: appHeaders(t, as),
    signal: controller.signal,
  });
  const events: string[] = [];
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    void (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of res.body!) {
          for (const line of decoder.decode(chunk).split('\n')) {
            if (line.startsWith('event: ')) events.push(line.slice('event: '.length));
          }
        }
      } catch {
        // aborted at the end of the test
      }
    })();
  }
  return { res, events, close: () => controller.abort() };
}

/** A parked car's order, pending at WeChat Pay; `signedIn`: paid by a driver who signs in once the car is parked. */
async function aPendingOrder({ signedIn = false } = {}) {
  const park = await aPayablePark(t);
  const car = await aParkedCar(t, park);
  const as: CallAs = signedIn ? { driver: await signInDriver(t) } : {};
  const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.WX, as);
  const order = paid.body.data!;
  return { orderNo: order.orderNo, launchUrl: (order.launch as { url: string }).url, as };
}

describe('PushOps.orderEvents', () => {
  it('tells the page when its order is paid', async () => {
    const order = await aPendingOrder();
    // The set-up's own events (the car's entry, the bill) are read before the page opens: read later (a burst's
    // rounds are 50 ms apart, decision 033), they would reach the new stream as a harmless refetch.
    await t.app.events.settle();
    const stream = await openStream(order.orderNo);
    expect(stream.res.status).toBe(200);
    await until(() => stream.events.includes(PushEvent.READY), 'the stream opening');
    expect(stream.events).not.toContain(PushEvent.CHANGED);

    await confirmInSandbox(t, order.launchUrl);
    await until(() => stream.events.includes(PushEvent.CHANGED), 'the push');
    stream.close();
  });

  it("gives another driver's order nothing: 404 and no stream", async () => {
    const order = await aPendingOrder({ signedIn: true });
    const owner = order.as.driver!;
    const other = await signInDriver(t);
    for (const as of [{ driver: other }, {}]) {
      const stream = await openStream(order.orderNo, as);
      expect([stream.res.status, await stream.res.json()]).toEqual([
        404,
        { code: ErrorCode.NOT_FOUND, message: '支付单不存在' },
      ]);
    }
    // The owner's token at another dealer: refused before the order is even looked at.
    const elsewhere = await openStream(order.orderNo, { driver: owner, dealerId: '320500' });
    expect(elsewhere.res.status).toBe(401);
    expect(elsewhere.events).toEqual([]);
    const own = await openStream(order.orderNo, { driver: owner });
    expect(own.res.status).toBe(200);
    own.close();
  });

  it('refuses a malformed order number', async () => {
    for (const orderNo of ["x'or1", 'a b', 'P'.repeat(40)]) {
      expect((await openStream(orderNo)).res.status).toBe(400);
    }
  });
});
