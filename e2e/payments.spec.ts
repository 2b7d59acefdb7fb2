import { OperatorRoutes } from '@parking/contracts';
import { expect, test, UA_SPECIFIC, type APIRequestContext } from './support/test';
import { aPlate, gateEvent, PARKS } from './support/devices';
import { channelOf, confirmInSandbox, dueNow } from './support/payments';
import { typePlate } from './support/vehicles';
import { ParkingRoutes } from '@parking/contracts';
import { apiUrl } from './support/api';

// The product's main job, in WeChat, Alipay and a plain browser: find the fee, pay it fast, and the gate opens.

test(
  'a car parks, the driver looks up its plate, pays in the sandbox, and the gate opens on the way out',
  UA_SPECIFIC,
  async ({ page, baseURL }, info) => {
    const plateNo = aPlate();
    // 110 minutes ago the entry camera read the car: first hour 10元, then 3元 per started 30 minutes, 16.00元 — unless
    // the stay crosses midnight in Beijing, where the park's day cap prices each calendar day on its own.
    const entry = await gateEvent(baseURL!, PARKS.holding, 'entry', plateNo, 110);
    expect(entry.uniqueId).toBeTruthy();
    const due = dueNow(PARKS.holding, 110);

    await page.goto('/parkingPayPage');
    await typePlate(page, [...plateNo]);
    await page.getByRole('button', { name: '查询缴费' }).click();

    await expect(page).toHaveURL(/\/payPage\?uniqueId=.+&parkId=.+/);
    await expect(page.getByText(`${plateNo.slice(0, 2)}·${plateNo.slice(2)}`)).toBeVisible();
    await expect(page.getByText(PARKS.holding.name)).toBeVisible();
    await expect(page.getByLabel('应缴金额')).toHaveText(due);
    // What is billed, from the fee engine, and the leave-within rule, before the pay button (issue 14 item 8).
    const breakdown = page.getByRole('region', { name: '计费明细' });
    await expect(breakdown.getByText('计费时长')).toBeVisible();
    await expect(breakdown.getByText(/计时收费 · \d+小时\d*/).first()).toBeVisible();
    await expect(breakdown.getByRole('list', { name: '收费标准' })).toBeVisible();
    await expect(page.getByText(/缴费后请在\d+分钟内离场，超时将按规则继续计费/)).toBeVisible();
    await expect(page.getByRole('radio', { name: new RegExp(channelOf(info.project.name)) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.screenshot({ path: test.info().outputPath('pay-page.png') });

    await page.getByRole('button', { name: '立即支付' }).click();
    await confirmInSandbox(page, due);
    // The result comes from the server (the sandbox's signed notification, or its answer to our query).
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(due)).toBeVisible();
    await expect(page.getByText(/请在 \d{2}:\d{2} 前离场/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('pay-result.png') });

    // The gate page follows the order's push stream (polling only as the fallback).
    const stream = page.waitForResponse((res) => res.url().includes('/orderEvents/'));
    await page.getByRole('button', { name: '查看出场结果' }).click();
    await expect(page).toHaveURL(/\/BarrierRslt\?orderNo=/);
    expect((await stream).headers()['content-type']).toMatch(/^text\/event-stream/);
    await expect(page.getByRole('heading', { name: '支付成功，请驶向出口' })).toBeVisible();

    // The exit camera reads the car within the grace period: the barrier opens, and the page says so by itself.
    const exit = await gateEvent(baseURL!, PARKS.holding, 'exit', plateNo);
    expect(exit).toMatchObject({ action: 'open', outcome: 'left' });
    await expect(page.getByRole('heading', { name: '道闸已开启' })).toBeVisible({ timeout: 10_000 });
    await page.screenshot({ path: test.info().outputPath('barrier-opened.png') });
  },
);

test('a plate with arrears and a car in the park pays both in one order', async ({ page, baseURL }) => {
  const plateNo = aPlate();
  // Three hours at the leave-first mall (two free) then out without paying: an arrears of this plate.
  await gateEvent(baseURL!, PARKS.leaveFirst, 'entry', plateNo, 180);
  const left = await gateEvent(baseURL!, PARKS.leaveFirst, 'exit', plateNo);
  expect(left.outcome).toBe('leftInArrears');
  // Now parked at the square for two hours.
  await gateEvent(baseURL!, PARKS.holding, 'entry', plateNo, 120);

  await page.goto('/parkingPayPage');
  await typePlate(page, [...plateNo]);
  await page.getByRole('button', { name: '查询缴费' }).click();
  await expect(page).toHaveURL(/\/multiPayPage\?plateNo=/);
  await expect(page.getByRole('heading', { name: '待缴费订单（2笔）' })).toBeVisible();
  await expect(page.getByText('欠费补缴')).toBeVisible();
  const total = await page.locator('[class*=totalAmount]').textContent();
  await page.screenshot({ path: test.info().outputPath('multi-pay.png') });

  // Paying the current stay alone is refused while its plate owes arrears (0xd06510037): both stay selected.
  await page.getByRole('button', { name: '立即支付' }).click();
  await confirmInSandbox(page, total!);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(total!)).toBeVisible();

  const exit = await gateEvent(baseURL!, PARKS.holding, 'exit', plateNo);
  expect(exit.action).toBe('open');
});

test('an arrears alone is paid from its lookup, and the plate then owes nothing', async ({ page, baseURL }) => {
  const plateNo = aPlate();
  await gateEvent(baseURL!, PARKS.leaveFirst, 'entry', plateNo, 200);
  await gateEvent(baseURL!, PARKS.leaveFirst, 'exit', plateNo);

  await page.goto('/parkingPayPage');
  await typePlate(page, [...plateNo]);
  await page.getByRole('button', { name: '查询缴费' }).click();
  await expect(page).toHaveURL(/\/payPage\?.*isArreas=1/);
  await expect(page.getByRole('heading', { name: '欠费补缴' })).toBeVisible();
  const due = await page.getByLabel('应缴金额').textContent();
  await page.getByRole('button', { name: '立即支付' }).click();
  await confirmInSandbox(page, due!);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });

  await page.goto('/parkingPayPage');
  await typePlate(page, [...plateNo]);
  await page.getByRole('button', { name: '查询缴费' }).click();
  await expect(page.getByText('未查到待缴费信息')).toBeVisible();
});

test('scanning an exit lane’s code pays for the car it holds, then the barrier lifts', async ({
  page,
  request,
  baseURL,
}) => {
  const plateNo = aPlate();
  await gateEvent(baseURL!, PARKS.holding, 'entry', plateNo, 90);
  const held = await gateEvent(baseURL!, PARKS.holding, 'exit', plateNo);
  expect(held.action).toBe('hold');
  const parkId = await parkIdOf(request, PARKS.holding.name);

  await page.goto(`/scanPayPage?parkId=${parkId}&laneCode=${PARKS.holding.exit}`);
  await expect(page.getByText('出口待缴')).toBeVisible();
  await expect(page.getByText(`${plateNo.slice(0, 2)}·${plateNo.slice(2)}`)).toBeVisible();
  const due = await page.getByLabel('应缴金额').textContent();
  await page.getByRole('button', { name: '立即支付' }).click();
  await confirmInSandbox(page, due!);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: '查看出场结果' }).click();
  await expect(page.getByRole('heading', { name: '支付成功，请驶向出口' })).toBeVisible();
  expect((await gateEvent(baseURL!, PARKS.holding, 'exit', plateNo)).action).toBe('open');
  await expect(page.getByRole('heading', { name: '道闸已开启' })).toBeVisible({ timeout: 10_000 });
});

/** A demo park's id, as the operator console lists it (a lane's QR code carries it with the lane code). */
async function parkIdOf(request: APIRequestContext, name: string): Promise<string> {
  const login = await request.post(apiUrl(OperatorRoutes.login), {
    data: { dealerId: '330100', username: 'admin', password: 'demo1234' },
  });
  const token = (await login.json()).data.token as string;
  const res = await request.get(apiUrl(ParkingRoutes.operatorParks), { headers: { authorization: `Bearer ${token}` } });
  const park = ((await res.json()).data as { parkId: string; parkName: string }[]).find((p) => p.parkName === name);
  if (!park) throw new Error(`no demo park named ${name}`);
  return park.parkId;
}
