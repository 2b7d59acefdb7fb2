import { BagOperatorRoutes, BagRoutes, OperatorRoutes } from '@parking/contracts';
import { aPlate, gateEvent, minutesIntoShanghaiDay, PARKS } from './support/devices';
import { openLoggedIn, registerDriver } from './support/driver';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiUrl } from './support/api';
import { driverHeaders, owedFen, rechargeByApi } from './support/wallet';
import { uploadPictures } from './support/pictures';
import { typePlate } from './support/vehicles';

test.use({ viewport: { width: 375, height: 812 } });

/** A screen of the story for the docs (docs/screenshots/<name>.png), at the story's 375 px. */
const shot = async (page: Page, name: string) => {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
};

test('find a plan park, apply with materials, (auto-)approved, pay from the balance, the car enters and leaves free', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const session = await registerDriver(request);
  await rechargeByApi(request, session.token, 30_000);
  const plateNo = aPlate();

  // A cold visit: index.html sends the screen's first calls and the screen adopts their answers (decision 051).
  const planCalls: string[] = [];
  page.on('request', (r) => void (r.url().endsWith(BagRoutes.bagPlans.path) && planCalls.push(r.url())));
  await openLoggedIn(page, session, '/monthParking');
  await page.getByRole('button', { name: '办理月卡' }).click();
  expect(planCalls).toHaveLength(1);
  await expect(page).toHaveURL(/\/nearbyBagParks/);
  await page.getByRole('link', { name: new RegExp(PARKS.holding.name) }).click();

  // The park's rules, accepted before applying.
  await expect(page).toHaveURL(/\/monthlyRuleNotice/);
  await expect(page.getByRole('region', { name: '办理规则' })).toContainText('一位多车');
  await shot(page, 'bag-rule-notice');
  // The same park's QR landing page (/H5Mounth, decision 055) leads to the same rules.
  const parkId = new URL(page.url()).searchParams.get('parkId')!;
  await page.goto(`/H5Mounth?parkId=${parkId}`);
  await expect(page.getByRole('region', { name: '月卡价格' })).toContainText('月卡 · 小型车');
  await shot(page, 'bag-h5-landing');
  await page.getByRole('button', { name: '立即办理' }).click();
  await expect(page).toHaveURL(/\/monthlyRuleNotice/);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '同意并办理' }).click();

  await expect(page.getByRole('radio', { name: /月卡 · 小型车 300\.00元/ })).toHaveAttribute('aria-checked', 'true');
  // No plate bound yet: the plate keyboard is there at once (a bound plate would be a chip, chosen).
  await typePlate(page, [...plateNo]);
  await page.getByLabel('姓名').fill('张三');
  await page.getByLabel('手机号').fill('13900001111');
  await page.getByLabel('身份证号').fill('330106199003070010');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('alert')).toHaveText('身份证号非法');
  await page.getByLabel('身份证号').fill('330106199003070014');
  await uploadPictures(page, ['licence.png']);
  await page.getByRole('button', { name: '提交申请' }).click();

  // The demo park approves at once: the result says so and leads to paying.
  await expect(page).toHaveURL(/\/submitSuccess/);
  await expect(page.getByText('提交成功，审核已通过')).toBeVisible();
  await page.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/myMounthlyPay/);
  await page.getByRole('radio', { name: /余额支付/ }).click();
  await shot(page, 'bag-pay');
  await page.getByRole('button', { name: '支付 300.00元' }).click();
  // The result page's title (the toast saying the same may still be on screen).
  await expect(page.locator('#root').getByText('支付成功')).toBeVisible();
  await openLoggedIn(page, session, '/monthParking');
  const plan = page.getByRole('list', { name: '我的月卡' }).getByRole('link');
  await expect(plan).toContainText('生效中');
  await expect(plan).toContainText(PARKS.holding.name);

  // The simulated gate: in two hours ago (within today, which the plan covers), out now, nothing to pay.
  await gateEvent(baseURL!, PARKS.holding, 'entry', plateNo, Math.min(120, minutesIntoShanghaiDay()));
  expect(await owedFen(request, plateNo)).toBe(0);
  const exit = await gateEvent(baseURL!, PARKS.holding, 'exit', plateNo);
  expect(exit).toMatchObject({ action: 'open' });

  // The plan's page links its renewal: contiguous, priced, payable; the payment history lists the new plan.
  await plan.click();
  await expect(page.getByRole('list', { name: '缴费记录' }).getByRole('listitem')).toContainText('新办');
  await page.getByRole('link', { name: /去续费 300\.00元/ }).click();
  await expect(page).toHaveURL(/\/mounthlyRenew/);
  await expect(page.getByRole('region', { name: '续费' })).toContainText('连续顺延');
  await expect(page.getByRole('button', { name: '续费 300.00元' })).toBeVisible();
  await shot(page, 'bag-renew');
  await openLoggedIn(page, session, '/mounthPayList');
  await expect(page.getByRole('list', { name: '月卡缴费记录' }).getByRole('listitem')).toContainText('已支付');
  await shot(page, 'bag-pay-list');
  const plans = await request.get(apiUrl(BagRoutes.bagPlans), { headers: driverHeaders(session.token) });
  const { results: myPlans } = (await plans.json()).data;
  expect(myPlans).toHaveLength(1);

  // 车辆管理 (decision 047): a second car on the plan, then 退卡 — the reviewer approves, the unused days come back.
  await page.goto(`/mounthlyDetail?planId=${myPlans[0].planId}`);
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
