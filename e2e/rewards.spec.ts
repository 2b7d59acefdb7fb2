import { aPlate, gateEvent, PARKS } from './support/devices';
import { openLoggedIn, registerDriver, sameDeviceAs, typeSmsCode } from './support/driver';
import { confirmInSandbox } from './support/payments';
import { expect, test } from './support/test';
import { billsOf, bindPlate } from './support/wallet';

const PASSWORD = 'Passw0rd1';
const aNewPhone = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test('A shares an invite, B opens the link, registers, parks and pays: both see their reward', async ({
  page,
  browser,
  request,
  baseURL,
}, info) => {
  test.slow(); // two phones, a registration and a payment
  // A's phone: the invite code, link and QR code.
  const alice = await registerDriver(request);
  await openLoggedIn(page, alice, '/registerShare');
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(page.getByRole('img', { name: '邀请二维码' })).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/rewards-register-share.png' });

  // B opens the shared link in another browser, registers from it and comes back: the invite is accepted.
  const context = await browser.newContext(sameDeviceAs(info.project.use));
  const phone = await context.newPage();
  await phone.goto(`/receiveRewards?code=${code}`);
  await expect(phone.locator('#root')).toContainText('邀请您领停车券');
  await phone.screenshot({ path: 'docs/screenshots/rewards-receive.png' });
  await phone.getByRole('button', { name: '立即注册领取' }).click();
  await expect(phone).toHaveURL(/\/registor/);
  const bob = aNewPhone();
  await phone.getByPlaceholder('请输入手机号').fill(bob);
  await typeSmsCode(phone, request, bob);
  await phone.getByPlaceholder('8-20 位字母和数字').fill(PASSWORD);
  await phone.getByPlaceholder('再次输入密码').fill(PASSWORD);
  await phone.getByLabel('同意用户协议和隐私政策').click();
  await phone.getByRole('button', { name: '注册', exact: true }).click();
  await expect(phone).toHaveURL(/\/receiveRewards\?code=/);
  const gift = phone.getByRole('dialog');
  await expect(gift).toContainText('注册礼券已到账');
  await gift.getByRole('button').click();
  await expect(phone.locator('#root')).toContainText('邀请已接受');

  // B's car parks three hours and B pays in the browser (the registration coupon preselected, money still paid).
  const token = await phone.evaluate(() => localStorage.getItem('token'));
  const plateNo = aPlate();
  await bindPlate(request, token!, plateNo);
  await gateEvent(baseURL!, PARKS.holding, 'entry', plateNo, 180);
  const bill = (await billsOf(request, plateNo)).results[0]!;
  await phone.goto(`/payPage?uniqueId=${bill.uniqueId}&parkId=${bill.parkId}`);
  await expect(phone.getByRole('region', { name: '优惠券' })).toContainText('减5元');
  const total = (await phone.getByText(/^合计 /).textContent())!.replace('合计 ', '').trim();
  await phone.getByRole('button', { name: '立即支付' }).click();
  await confirmInSandbox(phone, total);
  await expect(phone.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });

  // Both see their reward: A's friend is rewarded and 减10元 is in A's coupons; B has 减8元 and gold coins.
  await page.reload();
  await expect(page.getByRole('list', { name: '邀请记录' })).toContainText('已获得奖励');
  await page.goto('/discount');
  await expect(page.locator('#root')).toContainText('减10元');
  await phone.goto('/discount');
  await expect(phone.locator('#root')).toContainText('减8元');
  await phone.goto('/goldPlanResults');
  await expect(phone.getByTestId('gold-balance')).not.toHaveText('0');
  await phone.screenshot({ path: 'docs/screenshots/rewards-gold-plan.png' });
  await context.close();
});
