import {
  BagRoutes,
  ChargingOrderRoutes,
  CouponOperatorRoutes,
  OperatorRoutes,
  SharingRoutes,
  type SharingParkList,
} from '@parking/contracts';
import { randomInt } from 'node:crypto';
import type { ChargerSim } from '../apps/devices/src';
import { apiUrl } from './support/api';
import { applyForPlan } from './support/monthly-plans';
import { aSimulatedCharger } from './support/charging';
import { aPlate, PARKS } from './support/devices';
import { openLoggedIn, registerDriver } from './support/driver';
import { channelOf, confirmInSandbox } from './support/payments';
import { bookNow, WULIN } from './support/bookings';
import { expect, test, UA_SPECIFIC } from './support/test';
import { bindPlate, driverHeaders } from './support/wallet';

// The net of issue 44: a new driver (an empty wallet, the host's wallet preselected) pays every kind of purchase
// through the sandbox of the host it is in — WeChat Pay inside WeChat, Alipay inside Alipay — and lands on the result
// page that kind leads to, with its title and its way on. Parking is paid through both in payments.spec.ts; inside
// WeChat the booking (bookings.spec.ts) and the wallet top-up (wallet.spec.ts) are too, so they are paid here
// inside Alipay only. The coupon batch is a merchant's purchase: its story makes a store of its own (the demo
// merchant's account is coupons.spec.ts's, and a login there would end that story's session).

let sim: ChargerSim | undefined;
test.afterEach(async () => {
  await sim?.stop();
  sim = undefined;
});
test.use({ viewport: { width: 375, height: 812 } });

test(
  'every purchase kind paid through the host wallet’s sandbox lands on its own result page',
  UA_SPECIFIC,
  async ({ page, request, baseURL }, info) => {
    test.skip(info.project.name.startsWith('browser'), 'the WeChat and Alipay sandboxes: the two in-app browsers');
    test.setTimeout(120_000); // ~80 s alone on a busy 2-core machine (issue 44 net)
    const wallet = channelOf(info.project.name);
    const insideAlipay = wallet === '支付宝';
    const walletChosen = async () =>
      expect(page.getByRole('radio', { name: new RegExp(wallet) })).toHaveAttribute('aria-checked', 'true');

    // 600× time: the car is nearly full, stops by itself and stays plugged in 17 minutes (1.7 s): an occupation fee.
    const simulated = await aSimulatedCharger(request, baseURL!, {
      name: 'E2E支付桩',
      speed: 600,
      car: () => ({ capacityKwh: 60, soc: 92, targetSoc: 95, unplugAfterMin: 17 }),
    });
    sim = simulated.charger;
    const session = await registerDriver(request);
    const plateNo = aPlate();
    await bindPlate(request, session.token, plateNo);
    const headers = driverHeaders(session.token);

    // A charge: the prepayment paid in the wallet, back on the charge's own result (not an error, issue 44 item 1).
    await openLoggedIn(page, session, `/chargingPage?gunNo=${simulated.gunNo}`);
    await page.getByRole('button', { name: '50元' }).click();
    await walletChosen();
    await page.getByRole('button', { name: '开始充电（预付50.00元）' }).click();
    await confirmInSandbox(page, '50.00元', /\/chargingPageResult\?orderNo=C\w+&payOrderNo=P\d{8}/);
    await expect(page.getByRole('heading', { name: /充电已启动|充电中|已完成|待结算/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /查看充电进度|查看充电账单/ })).toBeVisible();
    const chargeNo = new URL(page.url()).searchParams.get('orderNo')!;

    if (insideAlipay) {
      // A booking's deposit and a wallet top-up (paid inside WeChat by their own stories).
      await bookNow(page, WULIN, '5.00元');
      await page.goto('/accountBalance');
      await page.getByRole('button', { name: '立即充值 50.00元' }).click();
      await confirmInSandbox(page, '50.00元', /\/accountBalanceReslut\?orderNo=/);
      await expect(page.getByText('充值成功')).toBeVisible();
      await expect(page.getByTestId('balance-after')).toContainText('当前余额 50.00元');
    }

    // A monthly plan (the demo approves at once): 支付成功, then 查看月卡 leads to it.
    const offer = await request.get(apiUrl(BagRoutes.bagPark, { parkId: WULIN }), { headers });
    const products = (await offer.json()).data.products as { productId: string; kindName: string; priceFen: number }[];
    const month = products.find((p) => p.kindName === '月卡' && p.priceFen === 30_000)!;
    const applicationId = await applyForPlan(request, session, { parkId: WULIN, productId: month.productId }, plateNo);
    await page.goto(`/myMounthlyPay?applicationId=${applicationId}`);
    if (insideAlipay) await page.getByRole('radio', { name: new RegExp(wallet) }).click();
    await walletChosen();
    await page.getByRole('button', { name: '支付 300.00元' }).click();
    await confirmInSandbox(page, '300.00元');
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await expect(page.getByRole('button', { name: '开发票' })).toBeVisible();
    if (process.env.PURCHASES_SHOTS) await page.screenshot({ path: 'docs/screenshots/pay-result-plan.png' });
    await page.getByRole('button', { name: '查看月卡' }).click();
    await expect(page.getByRole('list', { name: '我的月卡' }).getByRole('link')).toContainText(PARKS.holding.name);

    // An off-peak share (the evening package, this month): 支付成功, then 查看我的错时共享.
    const parks = (await (await request.get(apiUrl(SharingRoutes.sharingParks), { headers })).json()) as {
      data: SharingParkList;
    };
    const share = parks.data.results
      .find((p) => p.parkName === PARKS.leaveFirst.name)!
      .products.find((p) => p.name === '夜间包期')!;
    const period = share.periods[0]!.period;
    await page.goto(`/wrongTimePackagePay?productId=${share.productId}&period=${period}&plateNo=${plateNo}`);
    if (insideAlipay) await page.getByRole('radio', { name: new RegExp(wallet) }).click();
    await walletChosen();
    await page.getByRole('button', { name: '支付 150.00元' }).click();
    await confirmInSandbox(page, '150.00元');
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await page.getByRole('button', { name: '查看我的错时共享' }).click();
    await expect(page.getByRole('list', { name: '我的错时共享' }).getByRole('link')).toContainText('生效中');

    // The occupation fee of the car left plugged in: back on the occupation's result, 占位订单 leading to the list.
    await expect
      .poll(
        async () => {
          const res = await request.get(apiUrl(ChargingOrderRoutes.chargingOrder, { orderNo: chargeNo }), { headers });
          return ((await res.json()).data.occupation?.amountFen as number | undefined) ?? 0;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await page.goto(`/occupyBillDetail?orderNo=${chargeNo}`);
    if (insideAlipay) await page.getByRole('radio', { name: new RegExp(wallet) }).click();
    await walletChosen();
    const payOccupation = page.getByRole('button', { name: /^支付占位费 \d+\.\d{2}元$/ });
    const fee = (await payOccupation.textContent())!.replace('支付占位费', '').trim();
    await payOccupation.click();
    await confirmInSandbox(page, fee, /\/occupyPayResult\?orderNo=C\w+&payOrderNo=P\d{8}/);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await expect(page.getByRole('button', { name: '查看订单' })).toBeVisible();
    await page.getByRole('button', { name: '占位订单' }).click();
    await expect(page.getByRole('button', { name: /武林广场地下停车场充电站.*已支付/ })).toBeVisible();
  },
);

/** 杭州大厦购物城停车场 (the seed's seedId(20, 2)), where the demo's coupons are sold to the stores beside it. */
const MALL = '00000000-0000-4000-8000-002000000002';

test(
  'a merchant’s coupon batch paid through the host wallet’s sandbox lands on 购买成功, then the stock and its record',
  UA_SPECIFIC,
  async ({ page, request }, info) => {
    test.skip(info.project.name.startsWith('browser'), 'the WeChat and Alipay sandboxes: the two in-app browsers');
    const wallet = channelOf(info.project.name);
    // A store of its own beside the mall, with a new driver as its staff (merchant staff are driver accounts).
    const staff = await registerDriver(request);
    const login = await request.post(apiUrl(OperatorRoutes.login), {
      data: { username: 'admin', password: 'demo1234' },
    });
    const operator = { authorization: `Bearer ${(await login.json()).data.token}` };
    const name = `E2E便利店${randomInt(1e5, 1e6)}`;
    const created = await request.post(apiUrl(CouponOperatorRoutes.createMerchant), {
      headers: operator,
      data: { name, parkIds: [MALL], staffPhones: [staff.phone] },
    });
    expect((await created.json()).code, 'the store made').toBe('200');

    // 商户管理 → the store → 购买停车券 → 星巴克停车券 (3元 each): ten coupons, paid in the host's wallet.
    await openLoggedIn(page, staff, '/merchantManageList');
    await page.getByRole('button', { name: new RegExp(name) }).click();
    await page.getByRole('button', { name: '购买停车券' }).click();
    await page.getByRole('button', { name: /星巴克停车券/ }).click();
    const payButton = page.getByRole('button', { name: '支付 30.00元' });
    await expect(payButton).toBeVisible();
    const channel = page.getByRole('radio', { name: new RegExp(wallet) });
    await channel.click();
    await expect(channel).toHaveAttribute('aria-checked', 'true');
    await payButton.click();
    await confirmInSandbox(page, '30.00元', /\/buyCouponsReslut\?orderNo=P\d{8}/);
    await expect(page.getByRole('heading', { name: '购买成功' })).toBeVisible();
    await expect(page.getByText('星巴克停车券（减3元）')).toBeVisible();
    await expect(page.getByText('10张')).toBeVisible();
    if (process.env.PURCHASES_SHOTS) await page.screenshot({ path: 'docs/screenshots/pay-result-coupons.png' });

    // 去发券: the store's stock has the ten; 购买记录: the purchase, bought, with 开发票.
    await page.getByRole('button', { name: '去发券' }).click();
    await expect(page).toHaveURL(/\/merchantManage\?merchantId=/);
    await expect(page.getByText('剩余 10 张')).toBeVisible();
    await page.getByRole('button', { name: '购买记录' }).click();
    const records = page.getByRole('list', { name: '购买记录' });
    await expect(records.getByText(/购买成功/)).toBeVisible();
    await expect(records.getByRole('button', { name: '开发票' })).toBeVisible();
  },
);
