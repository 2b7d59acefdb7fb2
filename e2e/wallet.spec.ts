import { expect, test, type Page } from './support/test';
import { aPlate, gateEvent, PARKS } from './support/devices';
import { openLoggedIn, registerDriver } from './support/driver';
import { billsOf, bindPlate, owedFen, rechargeByApi } from './support/wallet';

const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** The sandbox's hosted sheet: the driver taps 确认支付 there (or its agreement page's 确认开通). */
async function confirmOnSandboxPage(page: Page, button: '确认支付' | '确认开通') {
  await expect(page).toHaveURL(/\/api\/pay\/sandbox\//);
  await expect(page.getByText('沙箱')).toBeVisible();
  await page.getByRole('button', { name: button }).click();
}

test('recharge 50.00元 in the sandbox, pay a bill from the balance, see both in the details, withdraw the rest', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await registerDriver(request);
  const plateNo = aPlate();
  await gateEvent(baseURL!, PARKS.holding, 'entry', plateNo, 120);
  const { totalFen: feeFen, results } = await billsOf(request, plateNo);
  const bill = results[0]!;
  expect(feeFen).toBeGreaterThan(0);
  expect(feeFen).toBeLessThan(5_000);

  // Recharge 50.00元 (the preselected amount) with the wallet this client opens, confirmed in the sandbox.
  await openLoggedIn(page, session, '/accountBalance');
  await expect(page.getByTestId('balance')).toHaveText('0.00');
  await expect(page.getByRole('button', { name: '50元' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '立即充值 50.00元' }).click();
  await confirmOnSandboxPage(page, '确认支付');
  await expect(page).toHaveURL(/\/accountBalanceReslut\?orderNo=/);
  await expect(page.getByText('充值成功')).toBeVisible();
  await expect(page.getByTestId('balance-after')).toContainText('当前余额 50.00元');

  // Pay the car's bill from the balance on the pay page, opened cold: index.html asks for the bill and the page
  // adopts the answer (decision 051), so the bill is asked once.
  const billCalls: string[] = [];
  page.on('request', (r) => void (r.url().includes(`uniqueIds=${bill.uniqueId}`) && billCalls.push(r.url())));
  await page.goto(`/payPage?uniqueId=${bill.uniqueId}&parkId=${bill.parkId}`);
  const balance = page.getByRole('radio', { name: /余额支付/ });
  await expect(balance).toContainText('可用余额 50.00元');
  expect(billCalls).toHaveLength(1);
  // It was index.html's call (the script's table of early calls exists), and the page took it: none is left over.
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__earlyCalls)).toEqual({});
  await balance.click();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.locator('#root').getByText('支付成功')).toBeVisible();
  expect(await owedFen(request, plateNo)).toBe(0);

  // Both movements in the details, newest first, each with the balance after it and its order.
  await page.goto('/accountBalanceDetail');
  const rows = page.getByRole('list', { name: '余额明细' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('停车缴费');
  await expect(rows.nth(0)).toContainText(`-${yuan(feeFen)}`);
  await expect(rows.nth(0)).toContainText(`余额 ${yuan(5_000 - feeFen)}`);
  await expect(rows.nth(1)).toContainText('余额充值');
  await expect(rows.nth(1)).toContainText('+50.00');
  await rows.nth(0).click();
  const sheet = page.getByRole('dialog', { name: '停车缴费' });
  await expect(sheet).toContainText(PARKS.holding.name);
  await expect(sheet).toContainText('余额支付');
  await sheet.press('Escape');

  // Withdraw what is left: one tap, back through the recharge.
  await page.goto('/accountBalanceCash');
  await expect(page.getByTestId('withdrawable')).toHaveText(`${yuan(5_000 - feeFen)}元`);
  await page.getByRole('button', { name: `全部提现 ${yuan(5_000 - feeFen)}元` }).click();
  await page.getByRole('button', { name: '确认提现' }).click();
  await expect(page).toHaveURL(/\/accountBalanceReslut\?withdrawalId=/);
  await expect(page.getByText('退款成功').first()).toBeVisible();
  const part = page.getByTestId('withdrawal-part');
  await expect(part).toHaveCount(1);
  await expect(part).toContainText(`${yuan(5_000 - feeFen)}元`);
  await expect(part).toContainText('退款成功');

  await page.goto('/accountBalance');
  await expect(page.getByTestId('balance')).toHaveText('0.00');
  await page.goto('/accountBalanceDetail');
  await expect(page.getByRole('list', { name: '余额明细' }).getByRole('listitem').first()).toContainText('余额提现');
});

test('an opted-in plate leaves the car park with its fee taken from the balance and the gate open', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await registerDriver(request);
  const plateNo = aPlate();
  await bindPlate(request, session.token, plateNo);
  await rechargeByApi(request, session.token, 5_000);

  // The driver opts the plate in on /sencelessPayment.
  await openLoggedIn(page, session, '/sencelessPayment');
  const toggle = page.getByRole('switch', { name: /无感支付$/ });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  // The car comes and goes; the driver does nothing.
  await gateEvent(baseURL!, PARKS.holding, 'entry', plateNo, 120);
  const feeFen = await owedFen(request, plateNo);
  const exit = await gateEvent(baseURL!, PARKS.holding, 'exit', plateNo);
  expect(exit).toMatchObject({ outcome: 'autoPaid', action: 'open' });
  expect(await owedFen(request, plateNo)).toBe(0);

  await page.goto('/accountBalanceDetail');
  const first = page.getByRole('list', { name: '余额明细' }).getByRole('listitem').first();
  await expect(first).toContainText('停车缴费');
  await expect(first).toContainText(`-${yuan(feeFen)}`);
  await expect(first).toContainText(`余额 ${yuan(5_000 - feeFen)}`);
});

test('with a withholding agreement signed in the sandbox, the car leaves and the provider pays; the driver can cancel it', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await registerDriver(request);
  const plateNo = aPlate();
  await bindPlate(request, session.token, plateNo);

  await openLoggedIn(page, session, '/sencelessPayment');
  // Sign the agreement of the wallet this client opens, on the sandbox's signing page.
  await page.getByRole('button', { name: '去开通' }).first().click();
  await confirmOnSandboxPage(page, '确认开通');
  await expect(page).toHaveURL(/\/sencelessPaymentList\?agreementId=/);
  await expect(page.getByRole('status')).toContainText('开通成功');
  await expect(page.getByTestId('agreement')).toContainText('已开通');

  await page.goto('/sencelessPayment');
  await expect(page.getByText('已开通').first()).toBeVisible();
  await page.getByRole('switch', { name: /无感支付$/ }).click();
  await expect(page.getByRole('switch', { name: /无感支付$/ })).toHaveAttribute('aria-checked', 'true');

  await gateEvent(baseURL!, PARKS.holding, 'entry', plateNo, 120);
  const exit = await gateEvent(baseURL!, PARKS.holding, 'exit', plateNo);
  expect(exit).toMatchObject({ outcome: 'withholdingRequested', action: 'open' });
  // The provider takes the fee and its signed notification pays the stay.
  await expect.poll(() => owedFen(request, plateNo), { timeout: 15_000 }).toBe(0);

  // Cancelling: the agreement ends at the provider and here.
  await page.goto('/sencelessPaymentList');
  await page.getByRole('button', { name: '解约' }).click();
  await page.getByRole('button', { name: '确认解约' }).click();
  await expect(page.getByTestId('agreement')).toContainText('已解约');
});
