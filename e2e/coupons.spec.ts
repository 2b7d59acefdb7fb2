import { DriverRoutes, formatPlateNo } from '@parking/contracts';
import { apiUrl } from './support/api';
import { aPlate, gateEvent, PARKS } from './support/devices';
import { openLoggedIn, registerDriver, sameDeviceAs, type Session } from './support/driver';
import { confirmInSandbox } from './support/payments';
import { expect, test } from './support/test';
import { payloadHeaders } from './support/vehicles';
import { billsOf, bindPlate, owedFen, rechargeByApi } from './support/wallet';

// Both tests log in as the one demo merchant, and a login ends that account's other sessions: one at a time.
test.describe.configure({ mode: 'serial' });

const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}元`;

/** The demo merchant's staff account (demo/coupons.ts): 杭州大厦·星巴克, beside 杭州大厦购物城停车场. */
async function merchantSession(request: Parameters<typeof registerDriver>[0]): Promise<Session> {
  const phone = '13800138009';
  const res = await request.post(apiUrl(DriverRoutes.login), {
    headers: payloadHeaders(),
    data: { phone, password: 'Demo1234' },
  });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe('200');
  return { phone, token: body.data.token, refreshToken: body.data.refreshToken };
}

test('a merchant shows a QR code, a new driver scans it, parks, pays the discounted fee with the coupon chosen, the merchant sees the use', async ({
  page,
  browser,
  request,
  baseURL,
}, info) => {
  // The whole story on two phones, and the merchant's two detail screens after it (decision 053).
  test.setTimeout(60_000);
  // The merchant's phone: the store's stock, then a QR code valid for 5 minutes.
  await openLoggedIn(page, await merchantSession(request), '/merchantManageList');
  await page.getByRole('button', { name: /杭州大厦·星巴克/ }).click();
  await expect(page).toHaveURL(/\/merchantManage\?merchantId=/);
  const merchantUrl = page.url();
  await page.getByRole('button', { name: '出示二维码：星巴克停车券' }).click();
  const qr = page.getByRole('img', { name: '停车券二维码' });
  await expect(qr).toBeVisible();
  const token = (await qr.getAttribute('data-token'))!;
  expect(token).toMatch(/^[0-9a-f-]{36}\.\d+\.[\w-]{22}$/);
  await page.screenshot({ path: 'docs/screenshots/coupons-show-qr.png' });

  // A new driver (with a car) scans it in WeChat: the coupon lands in their wallet.
  const driverContext = await browser.newContext(sameDeviceAs(info.project.use));
  const phone = await driverContext.newPage();
  const driver = await registerDriver(request);
  const plateNo = aPlate();
  await bindPlate(request, driver.token, plateNo);
  await openLoggedIn(phone, driver, `/scanQRCode?token=${encodeURIComponent(token)}`);
  await expect(phone.getByText('领取成功')).toBeVisible();
  await phone.getByRole('button', { name: '查看我的优惠券' }).click();
  await expect(phone.getByRole('button', { name: '未使用(1)' })).toBeVisible();
  await expect(phone.getByText('减3元')).toBeVisible();

  // The car parks at the mall for three hours (two free) and the driver pays: the coupon is preselected.
  await gateEvent(baseURL!, PARKS.leaveFirst, 'entry', plateNo, 180);
  const bills = await billsOf(request, plateNo);
  const bill = bills.results[0]!;
  expect(bills.totalFen).toBeGreaterThan(300);
  const discounted = yuan(bills.totalFen - 300);
  await phone.goto(`/payPage?uniqueId=${bill.uniqueId}&parkId=${bill.parkId}`);
  const couponRow = phone.getByRole('region', { name: '优惠券' });
  await expect(couponRow).toContainText('减3元 -3.00元');
  await expect(phone.getByText(`合计 ${discounted}`)).toBeVisible();
  await phone.screenshot({ path: 'docs/screenshots/coupons-pay-page.png' });
  await phone.getByRole('button', { name: '立即支付' }).click();
  await confirmInSandbox(phone, discounted);
  await expect(phone.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
  expect(await owedFen(request, plateNo)).toBe(0);
  await phone.goto('/discount/used');
  await expect(phone.getByText(/抵扣3\.00元/)).toBeVisible();
  await phone.screenshot({ path: 'docs/screenshots/coupons-wallet.png' });
  await driverContext.close();

  // The merchant sees the coupon used in the store's records.
  await page.goto(merchantUrl);
  await expect(
    page
      .getByRole('region', { name: '发放记录' })
      .getByText(/已使用/)
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/抵扣3\.00元/).first()).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/coupons-merchant.png', fullPage: true });

  // The batch's detail, then the stay the coupon paid (/couponsDetail, /parkingDetail; decision 053).
  await page.getByRole('button', { name: '券详情：星巴克停车券' }).click();
  await expect(page).toHaveURL(/\/couponsDetail\?/);
  await expect(page.getByRole('region', { name: '星巴克停车券（减3元）' })).toContainText('已使用');
  const stayLink = page.getByRole('button', { name: `停车详情：${plateNo}` });
  await expect(stayLink).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/coupons-detail.png' });
  await stayLink.click();
  const stay = page.getByRole('region', { name: formatPlateNo(plateNo) });
  await expect(stay).toContainText('-3.00元');
  await expect(stay).toContainText('杭州大厦');
  await page.screenshot({ path: 'docs/screenshots/coupons-parking-detail.png' });
});

test('a merchant buys a batch of parking coupons with the staff account’s balance and sees it in the stock and records', async ({
  page,
  request,
}) => {
  const merchant = await merchantSession(request);
  await rechargeByApi(request, merchant.token, 5000);
  await page.setViewportSize({ width: 375, height: 812 });
  await openLoggedIn(page, merchant, '/merchantManageList');
  await page.getByRole('button', { name: /杭州大厦·星巴克/ }).click();
  await page.getByRole('button', { name: '购买停车券' }).click();
  await expect(page).toHaveURL(/\/buyCouponsList\?merchantId=/);
  await expect(page.getByText('3.00元/张').first()).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/coupons-buy-list.png' });
  await page.getByRole('button', { name: /星巴克停车券/ }).click();

  await expect(page.getByRole('button', { name: '支付 30.00元' })).toBeVisible();
  await page.getByRole('radio', { name: /余额/ }).click();
  await page.screenshot({ path: 'docs/screenshots/coupons-buy.png' });
  await page.getByRole('button', { name: '支付 30.00元' }).click();

  await expect(page.getByRole('heading', { name: '购买成功' })).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/coupons-buy-result.png' });
  await page.getByRole('button', { name: '购买记录' }).click();
  await expect(
    page
      .getByRole('list', { name: '购买记录' })
      .getByText(/购买成功/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '开发票' }).first()).toBeVisible();
});
