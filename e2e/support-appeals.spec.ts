import { randomBytes } from 'node:crypto';
import { ChargingOrderRoutes, CouponOperatorRoutes, SupportOperatorRoutes, SupportRoutes } from '@parking/contracts';
import type { ChargerSim } from '../apps/devices/src';
import { apiUrl } from './support/api';
import { aSimulatedCharger } from './support/charging';
import { openLoggedIn, registerDriver } from './support/driver';
import { uploadPictures } from './support/pictures';
import { expect, test, type Page } from './support/test';
import { driverHeaders, rechargeByApi } from './support/wallet';

// Appeals of an occupation fee (decision 050): the driver appeals with a picture, service and finance approve through
// the operator API, and the driver sees 已解决 and the money back in the wallet.

let sim: ChargerSim | undefined;
test.afterEach(async () => {
  await sim?.stop();
  sim = undefined;
});
test.use({ viewport: { width: 375, height: 812 } });

/** SUPPORT_SHOTS=1: the appeal screens at 375 px into docs/screenshots/support-*.png. */
const shot = async (page: Page, name: string) => {
  if (process.env.SUPPORT_SHOTS)
    await page.screenshot({ path: `docs/screenshots/support-${name}.png`, fullPage: true });
};

test('an occupation fee appealed with a picture is refunded through the operator API', async ({
  page,
  request,
  baseURL,
}) => {
  // The charger's session runs ~5 s and the story ~10 s alone; a machine shared by eight agents needs far more.
  test.setTimeout(120_000);
  // 600× time: the car is nearly full, stops by itself and stays plugged in 17 minutes (1.7 s): 2 minutes charged.
  const simulated = await aSimulatedCharger(request, baseURL!, {
    name: 'E2E申诉桩',
    speed: 600,
    car: () => ({ capacityKwh: 60, soc: 92, targetSoc: 95, unplugAfterMin: 17 }),
  });
  sim = simulated.charger;
  const { operator, gunNo } = simulated;

  const session = await registerDriver(request);
  await rechargeByApi(request, session.token, 5000);
  const money = (key = randomBytes(16).toString('hex')) => ({
    ...driverHeaders(session.token),
    'idempotency-key': key,
  });
  const started = await request.post(apiUrl(ChargingOrderRoutes.startCharging), {
    headers: money(),
    data: { gunNo, prepayFen: 2000, payChannel: 6 },
  });
  expect((await started.json()).data.state).toBe('paid');
  const orders = await request.get(apiUrl(ChargingOrderRoutes.chargingOrders), {
    headers: driverHeaders(session.token),
    params: { requestType: 0 },
  });
  const orderNo = (await orders.json()).data.results[0].orderNo as string;
  const detail = async () =>
    (
      await (
        await request.get(apiUrl(ChargingOrderRoutes.chargingOrder, { orderNo }), {
          headers: driverHeaders(session.token),
        })
      ).json()
    ).data as { orderState: string; occupation: { amountFen: number } | null };
  await expect.poll(async () => (await detail()).orderState, { timeout: 15_000 }).toBe('settled');
  const feeFen = (await detail()).occupation!.amountFen;
  expect(feeFen).toBeGreaterThan(0);
  const paid = await request.post(apiUrl(ChargingOrderRoutes.payOccupation, { orderNo }), {
    headers: money(),
    data: { payChannel: 6 },
  });
  expect((await paid.json()).data.state).toBe('paid');

  // The bill links to the appeal; the driver describes it and adds a picture.
  await openLoggedIn(page, session, `/chargeBillDetail?orderNo=${orderNo}`);
  await page.getByRole('link', { name: '占位费申诉' }).click();
  await expect(page).toHaveURL(new RegExp(`/occupyAppeal\\?orderNo=${orderNo}`));
  await expect(page.getByRole('region', { name: '占位费申诉' }).getByText('武林广场地下停车场充电站')).toBeVisible();
  await page.getByPlaceholder(/请描述占位费的问题/).fill('车辆充满后我马上拔枪了，占位计时不对');
  await uploadPictures(page, ['unplugged.png']);
  await shot(page, 'occupy-appeal');
  await page.getByRole('button', { name: '提交申诉' }).click();
  await expect(page).toHaveURL(new RegExp(`/occupyAppealDetail\\?orderNo=${orderNo}`), { timeout: 15_000 });
  await expect(page.getByText('已提交', { exact: true }).first()).toBeVisible();

  // Service sees the occupation's own record, approves the whole fee; finance confirms it.
  const mine = await request.get(apiUrl(SupportRoutes.orderAppeal), {
    headers: driverHeaders(session.token),
    params: { subject: 'occupation', orderNo },
  });
  const byId = { ticketId: (await mine.json()).data.ticketId as string };
  const seen = (
    await (await request.get(apiUrl(SupportOperatorRoutes.agentTicket, byId), { headers: operator })).json()
  ).data;
  expect(seen.pictures).toHaveLength(1);
  expect(seen.orderEvidence.lines.map((l: { label: string }) => l.label)).toContain('占位时长');
  await request.post(apiUrl(SupportOperatorRoutes.decideAppeal, byId), {
    headers: operator,
    data: { decision: 'refund', refundFen: feeFen, content: '经核实拔枪及时，占位费全额退还' },
  });
  const review = await request.post(apiUrl(SupportOperatorRoutes.financeReview, byId), {
    headers: operator,
    data: { approve: true, content: '同意' },
  });
  expect((await review.json()).data.state).toBe('resolved');

  await page.reload();
  await expect(page.getByText('已解决', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText(`退款 ${(feeFen / 100).toFixed(2)}元 已原路退回（余额支付的退回账户余额）`),
  ).toBeVisible();

  await shot(page, 'occupy-appeal-detail');

  // The charging bill's own appeal, once there is one, on /chargingAppealDetail.
  const appealed = await request.post(apiUrl(SupportRoutes.createOrderAppeal), {
    headers: driverHeaders(session.token),
    data: { subject: 'charging', orderNo, content: '充电电量和车上显示的不一致' },
  });
  expect((await appealed.json()).data.title).toBe('充电账单申诉');
  await page.goto(`/chargingAppealDetail?orderNo=${orderNo}`);
  await expect(page.getByText('充电电量和车上显示的不一致')).toBeVisible();

  // Upheld with a coupon instead of money (decision 054): one of the dealer's templates, 3元 of its 5元.
  const template = await request.post(apiUrl(CouponOperatorRoutes.createCouponTemplate), {
    headers: operator,
    data: { name: '申诉补偿券', kind: 'amount', value: 500, validMinutes: 30 * 24 * 60 },
  });
  const templateId = (await template.json()).data.id as string;
  const chargingTicket = { ticketId: (await appealed.json()).data.ticketId as string };
  const compensated = await request.post(apiUrl(SupportOperatorRoutes.decideAppeal, chargingTicket), {
    headers: operator,
    data: { decision: 'coupon', coupon: { templateId, amountFen: 300 }, content: '为您补偿一张停车券' },
  });
  expect((await compensated.json()).data.coupon.title).toBe('减3元');
  await page.reload();
  await expect(page.getByText('补偿优惠券：减3元')).toBeVisible();
  await shot(page, 'charging-appeal-detail');
  await page.getByRole('link', { name: '去我的优惠券查看' }).click();
  await expect(page).toHaveURL(/\/discount/);
  await expect(page.locator('#root').getByText('减3元').first()).toBeVisible();
});
