import { BagOperatorRoutes, BagRoutes, OperatorRoutes } from '@parking/contracts';
import { aPlate, gateEvent, PARKS } from './support/devices';
import { openLoggedIn, registerDriver } from './support/driver';
import { expect, test } from './support/test';
import { apiUrl } from './support/api';
import { driverHeaders, owedFen, rechargeByApi } from './support/wallet';
import { uploadPictures } from './support/pictures';
import { typePlate } from './support/vehicles';

test('find a plan park, apply with materials, (auto-)approved, pay from the balance, the car enters and leaves free', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(80_000);
  const session = await registerDriver(request);
  await rechargeByApi(request, session.token, 30_000);
  const plateNo = aPlate();

  await openLoggedIn(page, session, '/monthParking');
  await page.getByRole('button', { name: '办理月卡' }).click();
  await expect(page).toHaveURL(/\/nearbyBagParks/);
  await page.getByRole('link', { name: new RegExp(PARKS.holding.name) }).click();

  await expect(page.getByRole('radio', { name: /月卡 · 小型车 300\.00元/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByLabel('车牌号').fill(plateNo);
  await page.getByLabel('姓名').fill('张三');
  await page.getByLabel('手机号').fill('13900001111');
  await page.getByLabel('身份证号').fill('330106199003070010');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('alert')).toHaveText('身份证号非法');
  await page.getByLabel('身份证号').fill('330106199003070014');
  await uploadPictures(page, ['licence.png']);
  await page.getByRole('button', { name: '提交申请' }).click();

  // The demo park approves at once: pay from the balance on 我的月卡.
  await expect(page).toHaveURL(/\/monthParking/);
  await expect(page.getByText('待支付')).toBeVisible();
  await page.getByRole('radio', { name: /余额支付/ }).click();
  await page.getByRole('button', { name: '支付 300.00元' }).click();
  const plan = page.getByRole('list', { name: '我的月卡' }).getByRole('link');
  await expect(plan).toContainText('生效中');
  await expect(plan).toContainText(PARKS.holding.name);

  // The simulated gate: in two hours ago, out now, nothing to pay.
  await gateEvent(baseURL!, PARKS.holding, 'entry', plateNo, 120);
  expect(await owedFen(request, plateNo)).toBe(0);
  const exit = await gateEvent(baseURL!, PARKS.holding, 'exit', plateNo);
  expect(exit).toMatchObject({ action: 'open' });

  // The plan's page: renewable contiguously, the payment listed.
  await plan.click();
  await expect(page.getByRole('list', { name: '缴费记录' }).getByRole('listitem')).toContainText('新办');
  await expect(page.getByRole('button', { name: '续费 300.00元' })).toBeVisible();
  const plans = await request.get(apiUrl(BagRoutes.bagPlans), { headers: driverHeaders(session.token) });
  expect((await plans.json()).data.results).toHaveLength(1);

  // 车辆管理 (decision 047): a second car on the plan, then 退卡 — the reviewer approves, the unused days come back.
  await page.getByRole('link', { name: /车辆管理/ }).click();
  await page.getByRole('button', { name: '添加车辆' }).click();
  await expect(page).toHaveURL(/\/mounthlyPayAddCar/);
  const second = aPlate();
  await typePlate(page, [...second]);
  await page.getByRole('button', { name: '添加车辆' }).click();
  await expect(page).toHaveURL(/\/mounthlyPayManage/);
  await expect(page.getByRole('list', { name: '月卡车辆' }).getByRole('listitem')).toHaveCount(2);
  const planId = new URL(page.url()).searchParams.get('planId');
  await page.goto(`/mounthlyDetail?planId=${planId}`);
  await page.getByLabel('退卡原因').fill('不再需要');
  await page.getByRole('button', { name: '申请退卡' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('region', { name: '退卡' })).toContainText('退卡审核中');
  const login = await request.post(apiUrl(OperatorRoutes.login), { data: { username: 'admin', password: 'demo1234' } });
  const operator = { authorization: `Bearer ${(await login.json()).data.token}` };
  const queue = await request.get(apiUrl(BagOperatorRoutes.bagCancellationQueue), {
    headers: operator,
    params: { status: 'pending', pageSize: 100 },
  });
  const mine = (await queue.json()).data.results.find((c: { plates: string[] }) => c.plates.includes(plateNo));
  const review = await request.post(
    apiUrl(BagOperatorRoutes.reviewBagCancellation, { cancellationId: mine.cancellationId }),
    { headers: operator, data: { decision: 'approve' } },
  );
  expect(review.status()).toBe(200);
  await page.reload();
  const refund = page.getByRole('region', { name: '退卡' });
  await expect(refund).toContainText('已退卡');
  await expect(refund).toContainText(`已退款 ${(mine.refundFen / 100).toFixed(2)}元`);
});
